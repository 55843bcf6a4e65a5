import { sameValue } from './same-value';
import type { FilterState } from './value-model';

/**
 * The filter keys of `active`, oldest change first: keys of `order` keep their place unless their
 * value differs between `previous` and `next`, which moves them to the end; active keys not in
 * `order` follow in the order given (the catalogue's, for a state read from a link).
 */
export function changeOrder(
  order: readonly string[],
  previous: FilterState,
  next: FilterState,
  active: readonly string[],
): string[] {
  const changed = (key: string) => {
    const [before, after] = [previous[key], next[key]];
    return before === undefined || after === undefined ? before !== after : !sameValue(before, after);
  };
  const kept = order.filter((key) => active.includes(key) && !changed(key));
  return [...kept, ...active.filter((key) => !kept.includes(key))];
}
