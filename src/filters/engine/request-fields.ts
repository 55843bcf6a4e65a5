import type { Filter, FilterGroup } from '../../contract/filters';
import { ADVANCED_ORDER_KEY, V1_ORDERBY_KEY } from '../../contract/filter-values';
import type { ApiVersion } from '../../contract/versions';
import type { FilterState } from './value-model';
import { valueIn } from './defaults';
import { encodeValue } from './encode-value';
import { valueKindOf } from './value-kind';

/** The sort field the other layout uses; it never travels in a body of `version`. */
const FOREIGN_SORT_KEY: Record<ApiVersion, string> = { v1: ADVANCED_ORDER_KEY, v2: V1_ORDERBY_KEY };

function isSendable(filter: Filter, version: ApiVersion): boolean {
  return !filter.disabled && filter.key !== FOREIGN_SORT_KEY[version] && valueKindOf(filter) !== null;
}

/**
 * The filter fields of a search body, in catalogue order: every non-empty value in its wire
 * encoding. Disabled filters, unknown components and the other layout's sort are left out.
 */
export function buildSearchFields(
  group: FilterGroup,
  state: FilterState,
  version: ApiVersion,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const filter of group.filters) {
    if (!isSendable(filter, version)) continue;
    const wire = encodeValue(filter, valueIn(state, filter));
    if (wire !== undefined) fields[filter.key] = wire;
  }
  return fields;
}
