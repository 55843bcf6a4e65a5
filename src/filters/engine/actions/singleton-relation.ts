import type { ItemActionDefinition } from './action-context';
import { isEmptyValue } from '../defaults';
import { relatedFilterKeys, resetFilters } from '../relations';
import { sameValue } from '../same-value';
import { valueIn } from '../defaults';
import { selection } from './keep-only';

/**
 * `SINGLETON_RELATION`: choosing this option resets every other filter sharing a `relations`
 * group with this filter. On a filter without options, setting any non-empty value does.
 */
export const singletonRelation: ItemActionDefinition<'SINGLETON_RELATION'> = {
  name: 'SINGLETON_RELATION',
  apply(context) {
    const { group, filter, itemKey, previous, current } = context;
    const value = valueIn(current.state, filter);
    const chosen =
      itemKey === null
        ? !isEmptyValue(value) && !sameValue(previous, value)
        : selection(context).is && !selection(context).was;
    if (!chosen) return current;
    const cause = itemKey === null
      ? { filterKey: filter.key, action: 'SINGLETON_RELATION' as const }
      : { filterKey: filter.key, itemKey, action: 'SINGLETON_RELATION' as const };
    return resetFilters(group, current, relatedFilterKeys(group, filter.key), cause);
  },
};
