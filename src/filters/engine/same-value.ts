import type { FilterValue } from './value-model';

/** Structural equality of two values; option keys compare in order, as the URL writes them. */
export function sameValue(a: FilterValue, b: FilterValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
