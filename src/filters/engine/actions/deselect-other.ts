import type { ItemActionDefinition } from './action-context';
import { selectedKeys, selection } from './action-context';
import { keepOnly } from './keep-only';

/**
 * `DESELECT_OTHER` ("All" options): choosing this option deselects the filter's others;
 * choosing another option while this one is selected deselects this one.
 */
export const deselectOther: ItemActionDefinition<'DESELECT_OTHER'> = {
  name: 'DESELECT_OTHER',
  apply(context) {
    const { filter, itemKey, previous, current } = context;
    const { was, is } = selection(context);
    if (itemKey === null || !is) return current;
    if (!was) return keepOnly(context, itemKey, 'DESELECT_OTHER');
    const keys = selectedKeys(current.state[filter.key]);
    const chosen = keys.filter((key) => !selectedKeys(previous).includes(key));
    const chosenKey = chosen.at(-1);
    if (chosenKey === undefined) return current;
    const state = {
      ...current.state,
      [filter.key]: { kind: 'options' as const, keys: keys.filter((key) => key !== itemKey) },
    };
    const cause = { filterKey: filter.key, itemKey: chosenKey, action: 'DESELECT_OTHER' as const };
    return {
      state,
      effects: [...current.effects, { kind: 'deselected', filterKey: filter.key, itemKeys: [itemKey], cause }],
    };
  },
};
