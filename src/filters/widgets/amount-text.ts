/** What a person typed into a number field: nothing, a number, or text that reads as no number. */
export type TypedAmount = { kind: 'blank' } | { kind: 'number'; value: number } | { kind: 'invalid' };

const MULTIPLIERS: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9 };

/** Digits grouped by commas in threes, or plain digits; an optional fraction; an optional k / m / b. */
const AMOUNT = /^([+-]?)(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d+))?([kmb]?)$/i;

/**
 * Reads an amount as people type it: "2,500,000", "2 500 000", "2.5M", "1m", "10k", "-3".
 * Spaces (also no-break and thin ones) and underscores are ignored; a comma only groups thousands.
 */
export function readAmount(text: string): TypedAmount {
  const compact = text.replace(/[\s_\u00a0\u202f]/g, '');
  if (compact === '') return { kind: 'blank' };
  const match = AMOUNT.exec(compact);
  if (!match) return { kind: 'invalid' };
  const [, sign = '', whole = '', fraction, suffix = ''] = match;
  if (whole === '' && fraction === undefined) return { kind: 'invalid' };
  const magnitude =
    Number(`${whole.replaceAll(',', '') || '0'}.${fraction ?? '0'}`) * (MULTIPLIERS[suffix.toLowerCase()] ?? 1);
  // toPrecision drops binary noise such as 1.1k = 1100.0000000000002.
  const value = Number((sign === '-' ? -magnitude : magnitude).toPrecision(15)) + 0;
  return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'invalid' };
}

// Made on first use: making it loads its locale data.
let grouped: Intl.NumberFormat | undefined;

/** An amount with thousands grouped, as the field shows it once committed: 2500000 → "2,500,000". */
export function formatAmount(value: number): string {
  grouped ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });
  return grouped.format(value);
}

/** Why `value` is outside `[min, max]` (either end may be absent), or `null` when it is inside. */
export function outOfRange(value: number, min: number | null, max: number | null): string | null {
  if ((min === null || value >= min) && (max === null || value <= max)) return null;
  if (min !== null && max !== null) return `Enter a number from ${formatAmount(min)} to ${formatAmount(max)}`;
  return min !== null
    ? `Enter a number of at least ${formatAmount(min)}`
    : `Enter a number of at most ${formatAmount(max!)}`;
}
