import type { Filter, OptionKey } from '../../../contract/filters';
import { optionsFromWire } from '../kinds/options-wire';
import { isSingleChoice, valueKindOf } from '../value-kind';

/** The keys the filter's default chooses; none for a filter of another kind or without a readable default. */
function defaultKeys(filter: Filter): OptionKey[] {
  if (valueKindOf(filter) !== 'options' || filter.default == null) return [];
  return optionsFromWire(filter, filter.default)?.keys ?? [];
}

/**
 * The filter's "All" option: the one option its default selects, when that option carries
 * `DESELECT_OTHER` or `SINGLETON_RELATION` itself ("All", "All networks", "All platforms").
 * `null` for a single-choice filter or any other default. Reads the default with the options
 * codec's reader alone, as the codec reads links with this.
 */
export function allOption(filter: Filter): OptionKey | null {
  if (isSingleChoice(filter)) return null;
  const [key, ...others] = defaultKeys(filter);
  if (key === undefined || others.length > 0) return null;
  const action = filter.component_data.items?.find((item) => item.key === key)?.action;
  return action === 'DESELECT_OTHER' || action === 'SINGLETON_RELATION' ? key : null;
}
