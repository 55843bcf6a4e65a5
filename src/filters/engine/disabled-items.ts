import type { Filter, OptionKey } from '../../contract/filters';
import type { FilterValue } from './value-model';
import { actionOf } from './item-action-of';

/**
 * Option keys that cannot be chosen now: while an item with `DISABLE_OTHER` is selected, every
 * other item of the filter is locked (DESIGN §5).
 */
export function disabledItemKeys(filter: Filter, value: FilterValue): Set<OptionKey> {
  if (value.kind !== 'options') return new Set();
  const locking = value.keys.find((key) => actionOf(filter, key) === 'DISABLE_OTHER');
  if (locking === undefined) return new Set();
  const items = filter.component_data.items ?? [];
  return new Set(items.map((item) => item.key).filter((key) => key !== locking));
}
