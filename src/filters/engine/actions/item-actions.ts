import type { Filter, ItemAction, OptionKey } from '../../../contract/filters';
import type { FilterValue } from '../value-model';
import { selectedKeys } from './action-context';
import { actionOf } from '../item-action-of';
import { deselectOther } from './deselect-other';
import { disableOther } from './disable-other';
import { resetRelationOnEmpty } from './reset-relation-on-empty';
import { singletonRelation } from './singleton-relation';

/** Every item action, tagged by `name`. */
export type AnyItemAction =
  typeof deselectOther | typeof disableOther | typeof singletonRelation | typeof resetRelationOnEmpty;

/** The definition of an action named by the catalogue. */
export function itemAction(name: ItemAction): AnyItemAction {
  switch (name) {
    case 'DESELECT_OTHER':
      return deselectOther;
    case 'DISABLE_OTHER':
      return disableOther;
    case 'SINGLETON_RELATION':
      return singletonRelation;
    case 'RESET_RELATION_ON_EMPTY':
      return resetRelationOnEmpty;
  }
}

/** Actions that shape the filter's own selection run before those that reset other filters. */
const ORDER: readonly ItemAction[] = [
  'DISABLE_OTHER',
  'DESELECT_OTHER',
  'SINGLETON_RELATION',
  'RESET_RELATION_ON_EMPTY',
];

/** One action to apply, on the option that carries it (`null` for a filter without options). */
export interface ActionCarrier {
  itemKey: OptionKey | null;
  action: AnyItemAction;
}

/**
 * The actions a change of `filter` from `previous` to `requested` may trigger: one per option
 * (inline, previously or newly selected) that carries an action, in `ORDER`.
 */
export function actionCarriers(filter: Filter, previous: FilterValue, requested: FilterValue): ActionCarrier[] {
  const carriers: { itemKey: OptionKey | null; name: ItemAction }[] = [];
  if (requested.kind === 'options') {
    const items = (filter.component_data.items ?? []).map((item) => item.key);
    for (const itemKey of new Set([...items, ...selectedKeys(previous), ...requested.keys])) {
      const name = actionOf(filter, itemKey);
      if (name) carriers.push({ itemKey, name });
    }
  } else if (filter.component_data.action) {
    carriers.push({ itemKey: null, name: filter.component_data.action });
  }
  return carriers
    .sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name))
    .map(({ itemKey, name }) => ({ itemKey, action: itemAction(name) }));
}
