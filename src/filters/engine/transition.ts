import type { Filter, FilterGroup } from '../../contract/filters';
import type { FilterState, FilterValue } from './value-model';
import { settleAllOption } from './actions/settle-all-option';
import type { Transition } from './transition-result';
import { actionCarriers } from './actions/item-actions';
import { selectedKeys } from './actions/action-context';
import { defaultValue, emptyValue, initialFilterState, valueIn } from './defaults';
import { findFilter, isSingleChoice } from './value-kind';

/** A single-choice filter keeps only the newest of several keys a widget may hand over. */
function oneChoice(filter: Filter, previous: FilterValue, requested: FilterValue): FilterValue {
  if (requested.kind !== 'options' || !isSingleChoice(filter) || requested.keys.length <= 1) return requested;
  const added = requested.keys.filter((key) => !selectedKeys(previous).includes(key));
  const newest = added.at(-1) ?? requested.keys.at(-1);
  return { kind: 'options', keys: newest === undefined ? [] : [newest] };
}

/**
 * Sets filter `key` to `value` and applies the item actions the change triggers (DESIGN §5).
 * A filter's "All" option settles first (`settleAllOption`), so actions see the selection kept.
 * A disabled or unknown filter, or a value of the wrong kind, leaves the state as it is.
 * Resets caused by actions do not trigger further actions.
 */
export function changeFilter(group: FilterGroup, state: FilterState, key: string, value: FilterValue): Transition {
  const filter = findFilter(group, key);
  if (!filter || filter.disabled || value.kind !== emptyValue(filter).kind) return { state, effects: [] };
  const previous = valueIn(state, filter);
  const requested = settleAllOption(filter, previous, oneChoice(filter, previous, value));
  let current: Transition = { state: { ...state, [key]: requested }, effects: [] };
  for (const { itemKey, action } of actionCarriers(filter, previous, requested)) {
    current = action.apply({ group, filter, itemKey, previous, current });
  }
  return current;
}

/**
 * Puts filter `key` back to its default, with the relation resets that change triggers; the
 * filter's own deselections are not reported, the reset says it all.
 */
export function resetFilter(group: FilterGroup, state: FilterState, key: string): Transition {
  const filter = findFilter(group, key);
  if (!filter) return { state, effects: [] };
  const next = changeFilter(group, state, key, defaultValue(filter));
  return { state: next.state, effects: next.effects.filter((effect) => effect.filterKey !== key) };
}

/** Every filter back to its default; nothing to explain. */
export function clearAll(group: FilterGroup): Transition {
  return { state: initialFilterState(group), effects: [] };
}
