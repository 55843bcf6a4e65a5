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
