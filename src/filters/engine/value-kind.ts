import type { Filter } from '../../contract/filters';
import { isFilterComponent } from '../../contract/filters';
import {
  ADVANCED_ORDER_KEY,
  SEARCH_FIELD_KEY,
  V1_ORDERBY_KEY,
  VALUE_KIND,
  type ValueKind,
} from '../../contract/filter-values';

/**
 * The kinds a filter may hold: the contract's, by component, and the structured filters' of 2.5,
 * by key. Each has its codec in `kinds/value-kinds.ts`, which fails the type check without it.
 */
export type HeldValueKind = ValueKind | 'terms' | 'sort';

/**
 * The kind of value a filter holds: `search_field` terms and `advanced_order` sorts by key or
 * `sub_keys`, otherwise by component. `null` for a component this explorer does not know.
 */
export function valueKindOf(filter: Filter): HeldValueKind | null {
  if (filter.key === SEARCH_FIELD_KEY || (filter.sub_keys?.type === 'type' && filter.sub_keys.main === 'text')) {
    return 'terms';
  }
  if (filter.key === ADVANCED_ORDER_KEY || (filter.sub_keys?.type === 'order' && filter.sub_keys.main === 'orderby')) {
    return 'sort';
  }
  return isFilterComponent(filter.component) ? VALUE_KIND[filter.component] : null;
}

/** Option filters whose component allows one choice; they hold at most one key. */
export function isSingleChoice(filter: Filter): boolean {
  return filter.component.startsWith('StringSingle');
}

/** The v1 sort filter: one option key, sent as a plain string. */
export function isV1Orderby(filter: Filter): boolean {
  return filter.key === V1_ORDERBY_KEY && valueKindOf(filter) === 'options';
}

/** The filter of `group` with `key`, if any. */
export function findFilter(group: { filters: Filter[] }, key: string): Filter | undefined {
  return group.filters.find((filter) => filter.key === key);
}
