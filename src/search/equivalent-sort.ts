import type { FilterGroup } from '../contract/filters';
import { ADVANCED_ORDER_KEY, V1_ORDERBY_KEY } from '../contract/filter-values';
import type { V1Orderby } from '../contract/sorting';
import { findFilter } from '../filters/engine/value-kind';

/**
 * v1 sorts and the v2 `advanced_order` link values that order ads the same way (DESIGN §4). v2's
 * `impressions` and the directions v1 lacks have no v1 equivalent.
 */
const V1_TO_V2: Record<V1Orderby, string> = {
  updated_at: 'updated_at.desc',
  oldest: 'first_seen.asc',
  seen_counts: 'seen_counts.desc',
  days_active: 'days_active.desc',
  'domain.traffic': 'web_traffic.desc',
};

const V2_TO_V1 = new Map(Object.entries(V1_TO_V2).map(([v1, v2]) => [v2, v1]));

const V1_TO_V2_MAP = new Map(Object.entries(V1_TO_V2));

/** Whether `group` offers a usable filter `key`. */
function offers(group: FilterGroup, key: string): boolean {
  const filter = findFilter(group, key);
  return filter !== undefined && !filter.disabled;
}

/** `params` with the one `from` parameter renamed `to` and its value read through `table`; `null` when that does not apply. */
function translated(
  group: FilterGroup,
  params: URLSearchParams,
  [from, to]: readonly [string, string],
  table: ReadonlyMap<string, string>,
): URLSearchParams | null {
  const values = params.getAll(from);
  const equivalent = values.length === 1 ? table.get(values[0]!) : undefined;
  if (equivalent === undefined || params.has(to) || offers(group, from) || !offers(group, to)) return null;
  const next = new URLSearchParams();
  for (const [name, raw] of params) {
    if (name === from) next.append(to, equivalent);
    else next.append(name, raw);
  }
  return next;
}

/**
 * A tab's link parameters with the other layout's sort rewritten to the same sort of `group`'s
 * layout (`advanced_order=web_traffic.desc` ↔ `orderby=domain.traffic`), so a link or a tab moves
 * between v1 and v2 services keeping its order. A sort without an equivalent is left as it is,
 * for decoding to drop with a notice.
 */
export function withEquivalentSort(group: FilterGroup, params: URLSearchParams): URLSearchParams {
  return (
    translated(group, params, [ADVANCED_ORDER_KEY, V1_ORDERBY_KEY], V2_TO_V1) ??
    translated(group, params, [V1_ORDERBY_KEY, ADVANCED_ORDER_KEY], V1_TO_V2_MAP) ??
    params
  );
}
