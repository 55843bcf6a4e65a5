import type { Filter, OptionKey } from '../../../contract/filters';
import type { FilterValue } from '../value-model';
import { optionsFromWire } from '../kinds/options-wire';
import { isSingleChoice, valueKindOf } from '../value-kind';
import { selectedKeys } from './action-context';

/** The keys the filter's default chooses; none for a filter of another kind or without a readable default. */
function defaultKeys(filter: Filter): OptionKey[] {
  if (valueKindOf(filter) !== 'options' || filter.default == null) return [];
  return optionsFromWire(filter, filter.default)?.keys ?? [];
}

/**
 * The filter's "All" option: the one option its default selects, when that option carries
 * `DESELECT_OTHER` or `SINGLETON_RELATION` itself ("All", "All networks", "All platforms").
 * `null` for a single-choice filter or any other default.
 */
export function allOption(filter: Filter): OptionKey | null {
  if (isSingleChoice(filter)) return null;
  const [key, ...others] = defaultKeys(filter);
  if (key === undefined || others.length > 0) return null;
  const action = filter.component_data.items?.find((item) => item.key === key)?.action;
  return action === 'DESELECT_OTHER' || action === 'SINGLETON_RELATION' ? key : null;
}

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
