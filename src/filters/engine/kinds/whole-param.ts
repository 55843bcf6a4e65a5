import type { Filter } from '../../../contract/filters';
import type { UrlDecoded } from '../url-decoded';

/**
 * Reads a link parameter that holds one whole value (a number, a range, a day, a sort…): `''` is
 * the empty value; text `read` refuses is dropped whole with `reason`, and the default stays.
 */
export function readWholeParam<V>(
  filter: Filter,
  raw: string,
  empty: V,
  read: (raw: string) => V | null,
  reason: string,
): UrlDecoded<V> {
  if (raw === '') return { value: empty, dropped: [] };
  const value = read(raw);
  return value ? { value, dropped: [] } : { value: null, dropped: [{ name: filter.key, value: raw, reason }] };
}
