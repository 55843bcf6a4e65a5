import type { Filter, FilterGroup } from '../contract/filters';
import type { ApiVersion } from '../contract/versions';
import { isV1Orderby, valueKindOf } from '../filters/engine/value-kind';

/**
 * The sort a search of `version` sends: v2's structured `advanced_order`, v1's `orderby`.
 * `undefined` when the catalogue has none, or only the other layout's (it never reaches a request).
 */
export function sortFilterOf(group: FilterGroup, version: ApiVersion): Filter | undefined {
  return group.filters.find(
    (filter) => !filter.disabled && (version === 'v2' ? valueKindOf(filter) === 'sort' : isV1Orderby(filter)),
  );
}

/**
 * `group` without the sort a search of `version` sends: the filter panel's group, since the sort
 * has one control, the results toolbar's, beside what it orders. The sort stays in the tab's state
 * and its link; only the panel leaves it out.
 */
export function withoutSortFilter(group: FilterGroup, version: ApiVersion): FilterGroup {
  const sort = sortFilterOf(group, version);
  return sort ? { ...group, filters: group.filters.filter((filter) => filter !== sort) } : group;
}
