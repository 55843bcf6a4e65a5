import type { Filter, FilterGroup } from '../../contract/filters';
import { ADVANCED_ORDER_KEY, V1_ORDERBY_KEY } from '../../contract/filter-values';
import type { ApiVersion } from '../../contract/versions';
import type { FilterState } from './value-model';
import { valueIn } from './defaults';
import { codecOf } from './kinds/value-kinds';
import { valueKindOf } from './value-kind';

/** The sort field the other layout uses; it never travels in a body of `version`. */
const FOREIGN_SORT_KEY: Record<ApiVersion, string> = { v1: ADVANCED_ORDER_KEY, v2: V1_ORDERBY_KEY };

function isSendable(filter: Filter, version: ApiVersion): boolean {
  return !filter.disabled && filter.key !== FOREIGN_SORT_KEY[version] && valueKindOf(filter) !== null;
}

/**
 * The filter fields of a search body, in catalogue order: every non-empty value in its wire
 * encoding (DESIGN §3, its kind's codec), unless that is still nothing to send (a date range
 * missing an end, terms with only blank text). Disabled filters, unknown components and the other
 * layout's sort are left out.
 */
export function buildSearchFields(
  group: FilterGroup,
  state: FilterState,
  version: ApiVersion,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const filter of group.filters) {
    if (!isSendable(filter, version)) continue;
    const value = valueIn(state, filter);
    const codec = codecOf(value.kind);
    const wire = codec.isEmpty(value) ? undefined : codec.toWire(filter, value);
    if (wire !== undefined) fields[filter.key] = wire;
  }
  return fields;
}
