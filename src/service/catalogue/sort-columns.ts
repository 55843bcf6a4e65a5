import { ADVANCED_ORDER_KEY, V1_ORDERBY_KEY } from '../../contract/filter-values';
import {
  advancedOrderSchema,
  v1OrderbySchema,
  type SortDirection,
  type V1Orderby,
  type V2Orderby,
} from '../../contract/sorting';

/** A sort over one column; ties are broken by ad id in the same direction, so the order is total. */
export interface SortKey {
  column: string;
  direction: SortDirection;
}

/** Without a sort, most recently updated first (the valid revision's start). */
export const DEFAULT_SORT: SortKey = { column: 'r.valid_from', direction: 'desc' };

const V1: Record<V1Orderby, SortKey> = {
  updated_at: DEFAULT_SORT,
  oldest: { column: 'a.first_seen', direction: 'asc' },
  seen_counts: { column: 'r.seen_count', direction: 'desc' },
  days_active: { column: 'r.days_running', direction: 'desc' },
  'domain.traffic': { column: 'r.traffic', direction: 'desc' },
};

const V2_COLUMNS: Record<V2Orderby, string> = {
  updated_at: 'r.valid_from',
  first_seen: 'a.first_seen',
  seen_counts: 'r.seen_count',
  days_active: 'r.days_running',
  web_traffic: 'r.traffic',
  impressions: 'r.impressions',
};

/** The sort a search's fields ask for: v1 `orderby` or v2 `advanced_order`, else the default. */
export function sortKeyOf(fields: Record<string, unknown>): SortKey {
  const v1 = v1OrderbySchema.safeParse(fields[V1_ORDERBY_KEY]);
  if (v1.success) return V1[v1.data];
  const v2 = advancedOrderSchema.safeParse(fields[ADVANCED_ORDER_KEY]);
  if (v2.success) return { column: V2_COLUMNS[v2.data.orderby], direction: v2.data.order };
  return DEFAULT_SORT;
}

/**
 * `ORDER BY` over `a` (ads) and `r` (revisions). The id tie-break is taken from the sort column's
 * own table (`r.ad_id` equals `a.id`), so the order matches a (platform, column, id) index.
 */
export function orderByClause(sort: SortKey): string {
  const dir = sort.direction === 'asc' ? 'ASC' : 'DESC';
  const id = sort.column.startsWith('r.') ? 'r.ad_id' : 'a.id';
  return `${sort.column} ${dir}, ${id} ${dir}`;
}
