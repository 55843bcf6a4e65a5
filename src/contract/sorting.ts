import { z } from './zod';
import { builtOnFirstUse } from './built-on-first-use';

/** v1 `orderby` values; `updated_at` (most recently updated first) is the default. */
export const V1_ORDERBY = ['updated_at', 'oldest', 'seen_counts', 'days_active', 'domain.traffic'] as const;
export const v1OrderbySchema = builtOnFirstUse(() => z.enum(V1_ORDERBY));
export type V1Orderby = z.infer<typeof v1OrderbySchema>;

/** v2 `advanced_order.orderby` values. */
export const V2_ORDERBY = [
  'updated_at',
  'first_seen',
  'seen_counts',
  'days_active',
  'web_traffic',
  'impressions',
] as const;
export const v2OrderbySchema = builtOnFirstUse(() => z.enum(V2_ORDERBY));
export type V2Orderby = z.infer<typeof v2OrderbySchema>;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const sortDirectionSchema = builtOnFirstUse(() => z.enum(SORT_DIRECTIONS));
export type SortDirection = z.infer<typeof sortDirectionSchema>;

/** The v2 sort object; its filter has `sub_keys` `{type: 'order', main: 'orderby'}`. */
export const advancedOrderSchema = builtOnFirstUse(() =>
  z.object({
    orderby: v2OrderbySchema,
    order: sortDirectionSchema,
  }),
);
export type AdvancedOrder = z.infer<typeof advancedOrderSchema>;

export const DEFAULT_ADVANCED_ORDER: AdvancedOrder = { orderby: 'updated_at', order: 'desc' };
export const DEFAULT_V1_ORDERBY: V1Orderby = 'updated_at';
