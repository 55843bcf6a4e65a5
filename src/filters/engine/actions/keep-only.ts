import type { ItemAction, OptionKey } from '../../../contract/filters';
import type { Transition } from '../transition-result';
import type { ActionContext } from './action-context';
import { selectedKeys } from './action-context';

/**
 * Leaves `itemKey` the only selected option of the context's filter; options that were selected
 * before, still asked for, and now lost come back as one `deselected` effect.
 */
export function keepOnly(context: ActionContext, itemKey: OptionKey, action: ItemAction): Transition {
  const { filter, previous, current } = context;
  const keys = selectedKeys(current.state[filter.key]);
  if (keys.length <= 1) return current;
  const lost = keys.filter((key) => key !== itemKey && selectedKeys(previous).includes(key));
  const state = { ...current.state, [filter.key]: { kind: 'options' as const, keys: [itemKey] } };
  if (lost.length === 0) return { state, effects: current.effects };
  const effect = {
    kind: 'deselected' as const,
    filterKey: filter.key,
    itemKeys: lost,
    cause: { filterKey: filter.key, itemKey, action },
  };
  return { state, effects: [...current.effects, effect] };
}
