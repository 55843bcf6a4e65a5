import type { ItemActionDefinition } from './action-context';
import { selection } from './action-context';
import { keepOnly } from './keep-only';

/**
 * `DISABLE_OTHER`: choosing this option deselects the filter's others, and while it stays
 * selected the others cannot be chosen — an attempt leaves the value as it was, without effect.
 */
export const disableOther: ItemActionDefinition<'DISABLE_OTHER'> = {
  name: 'DISABLE_OTHER',
  apply(context) {
    const { filter, itemKey, current } = context;
    const { was, is } = selection(context);
    if (itemKey === null || !is) return current;
    if (!was) return keepOnly(context, itemKey, 'DISABLE_OTHER');
    const state = { ...current.state, [filter.key]: { kind: 'options' as const, keys: [itemKey] } };
    return { state, effects: current.effects };
  },
};
