import type { Filter, FilterGroup } from '../contract/filters';
import type { ApiVersion } from '../contract/versions';
import { isV1Orderby, valueKindOf } from '../filters/engine/value-kind';

/** The catalogue's sort filter and the sort widget that renders it. */
export type SortFilter = { widget: 'sort'; filter: Filter } | { widget: 'v1Orderby'; filter: Filter };

/**
 * The sort a search of `version` sends: v2's structured `advanced_order`, v1's `orderby`.
 * `undefined` when the catalogue has none, or only the other layout's (it never reaches a request).
 */
export function sortFilterOf(group: FilterGroup, version: ApiVersion): SortFilter | undefined {
  for (const filter of group.filters) {
    if (filter.disabled) continue;
    if (version === 'v2' && valueKindOf(filter) === 'sort') return { widget: 'sort', filter };
    if (version === 'v1' && isV1Orderby(filter)) return { widget: 'v1Orderby', filter };
  }
  return undefined;
}
