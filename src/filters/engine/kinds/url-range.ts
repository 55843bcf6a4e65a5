/**
 * `a..b` with either end open (`a..`, `..b`), each end read by `read`; `null` unless there is
 * exactly one `..`, every written end reads, and `a` is not after `b`.
 */
export function readRange<T extends number | string>(
  raw: string,
  read: (end: string) => T | null,
): [T | null, T | null] | null {
  const parts = raw.split('..');
  if (parts.length !== 2) return null;
  const ends: (T | null)[] = [];
  for (const part of parts) {
    const end = part === '' ? null : read(part);
    if (part !== '' && end === null) return null;
    ends.push(end);
  }
  const [from = null, to = null] = ends;
  return from !== null && to !== null && from > to ? null : [from, to];
}

/** A range as a link writes it: `10..90`, `10..`, `..90`; both ends open is `''`. */
export function rangeText(from: number | string | null, to: number | string | null): string {
  return from === null && to === null ? '' : `${from ?? ''}..${to ?? ''}`;
}

const RANGE_DASH = ' – ';

/** A range as a chip reads it: "10 – 90", "10 – ∞" (`openEnd`), "up to 90". */
export function rangeWords(from: string | null, to: string | null, openEnd: string): string {
  if (from !== null && to !== null) return `${from}${RANGE_DASH}${to}`;
  return from !== null ? `${from}${RANGE_DASH}${openEnd}` : `up to ${to}`;
}
