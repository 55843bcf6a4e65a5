import type { Filter, FilterGroup, ItemAction, OptionKey } from '../../../contract/filters';
import type { FilterValue } from '../value-model';
import type { Transition } from '../transition-result';

/** What an item action sees when the user changes the filter it sits on. */
export interface ActionContext {
  group: FilterGroup;
  filter: Filter;
  /** The option carrying the action; `null` for a filter-level action on a filter without options. */
  itemKey: OptionKey | null;
  /** The filter's value before the change. */
  previous: FilterValue;
  /** The change so far: the value asked for, as shaped by the actions applied before this one. */
  current: Transition;
}

/** One item action as data: applying it to a change yields the next state and its effects. */
export interface ItemActionDefinition<Name extends ItemAction = ItemAction> {
  name: Name;
  apply(context: ActionContext): Transition;
}

/** Selected keys of an option value; none for other kinds. */
export function selectedKeys(value: FilterValue | undefined): OptionKey[] {
  return value?.kind === 'options' ? value.keys : [];
}

/** Whether the context's option is selected now, and whether it was before the change. */
export function selection(context: ActionContext): { was: boolean; is: boolean } {
  const { filter, itemKey, previous, current } = context;
  if (itemKey === null) return { was: false, is: false };
  return {
    was: selectedKeys(previous).includes(itemKey),
    is: selectedKeys(current.state[filter.key]).includes(itemKey),
  };
}
