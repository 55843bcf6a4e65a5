import type { ItemActionDefinition } from './action-context';
import { selectedKeys } from './action-context';
import { isEmptyValue, valueIn } from '../defaults';
import { relatedFilterKeys, resetFilters } from '../relations';

/**
 * `RESET_RELATION_ON_EMPTY`: when this filter becomes empty, the other filters of its relation
 * groups go back to their defaults. On an option it fires when that option was among the
 * ones just deselected.
 */
export const resetRelationOnEmpty: ItemActionDefinition<'RESET_RELATION_ON_EMPTY'> = {
  name: 'RESET_RELATION_ON_EMPTY',
  apply(context) {
    const { group, filter, itemKey, previous, current } = context;
    const emptied = isEmptyValue(valueIn(current.state, filter)) && !isEmptyValue(previous);
    const carried = itemKey === null || selectedKeys(previous).includes(itemKey);
    if (!emptied || !carried) return current;
    const cause = { filterKey: filter.key, action: 'RESET_RELATION_ON_EMPTY' as const };
    return resetFilters(group, current, relatedFilterKeys(group, filter.key), cause);
  },
};
