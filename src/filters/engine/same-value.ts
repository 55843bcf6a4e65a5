import { codecOf } from './kinds/value-kinds';
import type { FilterValue } from './value-model';

/** Structural equality of two values, by their kind's codec; option keys compare in order, as the URL writes them. */
export function sameValue(a: FilterValue, b: FilterValue): boolean {
  return a.kind === b.kind && codecOf(a.kind).same(a, b);
}
