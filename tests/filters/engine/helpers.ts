import type { FilterGroup, OptionKey } from '../../../src/contract/filters';
import { initialFilterState } from '../../../src/filters/engine/defaults';
import { changeFilter } from '../../../src/filters/engine/transition';
import type { FilterState, FilterValue } from '../../../src/filters/engine/value-model';

/** An option value. */
export function keys(...chosen: OptionKey[]): FilterValue {
  return { kind: 'options', keys: chosen };
}

/** The state after applying each change in turn, from the group's defaults. */
export function stateAfter(group: FilterGroup, changes: Record<string, FilterValue>): FilterState {
  return Object.entries(changes).reduce((state, [key, value]) => changeFilter(group, state, key, value).state, initialFilterState(group));
}
