import type { ItemActionDefinition } from './action-context';
import { selection } from './action-context';
import { isEmptyValue, valueIn } from '../defaults';
import { relatedFilterKeys, resetFilters } from '../relations';
import { sameValue } from '../same-value';

/**
 * `SINGLETON_RELATION`: choosing this option resets every other filter sharing a `relations`
 * group with this filter. On a filter without options, setting any non-empty value does.
 */
export const singletonRelation: ItemActionDefinition<'SINGLETON_RELATION'> = {
  name: 'SINGLETON_RELATION',
  apply(context) {
    const { group, filter, itemKey, previous, current } = context;
    const value = valueIn(current.state, filter);
    const { was, is } = selection(context);
    const chosen = itemKey === null ? !isEmptyValue(value) && !sameValue(previous, value) : is && !was;
    if (!chosen) return current;
    const cause = {
      filterKey: filter.key,
      action: 'SINGLETON_RELATION' as const,
      ...(itemKey === null ? {} : { itemKey }),
    };
    return resetFilters(group, current, relatedFilterKeys(group, filter.key), cause);
  },
};
