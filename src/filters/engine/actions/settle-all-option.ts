import type { Filter } from '../../../contract/filters';
import type { FilterValue } from '../value-model';
import { selectedKeys } from './action-context';
import { allOption } from './all-option';

/**
 * The selection a change of a filter with an "All" option comes to: "All" alone when it was just
 * chosen or nothing else is left, otherwise the specific options without "All". So "All" is
 * never selected, linked or sent beside specifics, and the filter is never empty.
 */
export function settleAllOption(filter: Filter, previous: FilterValue, requested: FilterValue): FilterValue {
  const all = allOption(filter);
  if (all === null || requested.kind !== 'options') return requested;
  const specifics = requested.keys.filter((key) => key !== all);
  const chosenAll = requested.keys.includes(all) && !selectedKeys(previous).includes(all);
  return { kind: 'options', keys: chosenAll || specifics.length === 0 ? [all] : specifics };
}
