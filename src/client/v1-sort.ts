import type { AdvancedOrder, V1Orderby } from '../contract/sorting';
import { ConfigError } from './errors';

/** The neutral sorts v1 can express, each as its one `orderby` value; v1 has no direction. */
const V1_EQUIVALENTS: readonly { sort: AdvancedOrder; orderby: V1Orderby }[] = [
  { sort: { orderby: 'updated_at', order: 'desc' }, orderby: 'updated_at' },
  { sort: { orderby: 'first_seen', order: 'asc' }, orderby: 'oldest' },
  { sort: { orderby: 'seen_counts', order: 'desc' }, orderby: 'seen_counts' },
  { sort: { orderby: 'days_active', order: 'desc' }, orderby: 'days_active' },
  { sort: { orderby: 'web_traffic', order: 'desc' }, orderby: 'domain.traffic' },
];

/** The v1 `orderby` for a neutral sort; throws a `ConfigError` for a sort v1 cannot express. */
export function toV1Orderby(sort: AdvancedOrder): V1Orderby {
  const match = V1_EQUIVALENTS.find((e) => e.sort.orderby === sort.orderby && e.sort.order === sort.order);
  if (!match) throw new ConfigError(`The v1 layout cannot sort by ${sort.orderby} ${sort.order}`);
  return match.orderby;
}

/** The neutral sorts a v1 service supports, for offering only those to a user. */
export const V1_SORTS: readonly AdvancedOrder[] = V1_EQUIVALENTS.map((e) => e.sort);
