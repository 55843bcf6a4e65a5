import { z } from './zod';
import { idSchema, withoutNul } from './bounded-values';
import { MAX_LOOKUP_IDS, MAX_LOOKUP_TEXT, MAX_PAGE } from './request-limits';
import { advancedOrderSchema, v1OrderbySchema } from './sorting';
import { searchFieldSchema } from './search-field';
import { builtOnFirstUse } from './built-on-first-use';

/** Ads per search page; fixed by the interface. */
export const PAGE_SIZE = 18;

/** The fields both versions' search bodies have. */
const commonBodySchema = builtOnFirstUse(() =>
  z.object({
    api_key: z.optional(z.string()),
    page: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_PAGE))),
    last_hit: z.optional(z.int().check(z.positive())),
    search_field: z.optional(searchFieldSchema),
  }),
);

/**
 * v1 search body. Platform filter fields (arrays keyed by filter `key`) ride along as extra
 * properties; the service checks them against the platform's filter catalogue.
 */
export const v1SearchBodySchema = builtOnFirstUse(() =>
  z.looseObject({ ...commonBodySchema.shape, orderby: z.optional(v1OrderbySchema) }),
);
export type V1SearchBody = z.infer<typeof v1SearchBodySchema>;

/** v2 search body; `advanced_order` replaces `orderby`. */
export const v2SearchBodySchema = builtOnFirstUse(() =>
  z.looseObject({ ...commonBodySchema.shape, advanced_order: z.optional(advancedOrderSchema) }),
);
export type V2SearchBody = z.infer<typeof v2SearchBodySchema>;

/** Names of body fields that are not platform filters. */
export const RESERVED_BODY_FIELDS = ['api_key', 'page', 'last_hit'] as const;

/** The text of a filter-items look-up; empty asks for the first options. */
export const lookupTextSchema = builtOnFirstUse(() => withoutNul(z.string().check(z.maxLength(MAX_LOOKUP_TEXT))));
/** The ids of a filter-items look-up. */
export const lookupIdsSchema = builtOnFirstUse(() =>
  z.array(idSchema).check(z.minLength(1), z.maxLength(MAX_LOOKUP_IDS)),
);

/** Filter-items look-up: text search or ids (DESIGN §3). */
export const filterItemsQuerySchema = builtOnFirstUse(() =>
  z.union([z.object({ search: lookupTextSchema }), z.object({ ids: lookupIdsSchema })]),
);
export type FilterItemsQuery = z.infer<typeof filterItemsQuerySchema>;
