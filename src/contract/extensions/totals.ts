import { z } from '../zod';
import { searchPageSchema } from '../ads';
import { builtOnFirstUse } from '../built-on-first-use';

/** Counting stops here: more matches answer `{value: 10000, relation: 'gte'}`. */
export const MAX_COUNT = 10_000;

/** A count as Elasticsearch's `hits.total` gives it: exact (`eq`) or a lower bound (`gte`) past `MAX_COUNT`. */
export const totalSchema = builtOnFirstUse(() =>
  z.looseObject({
    value: z.int().check(z.minimum(0)),
    relation: z.enum(['eq', 'gte']),
  }),
);
export type Total = z.infer<typeof totalSchema>;

/**
 * What page 1 of a v2 search adds with the `totals` extension: the matches of its snapshot, and on
 * `mega` the matches per platform key (keys a client does not know are kept as text).
 */
export const searchTotalsSchema = builtOnFirstUse(() =>
  z.object({
    total: totalSchema,
    totals_by_platform: z.optional(z.record(z.string(), totalSchema)),
  }),
);
export type SearchTotals = z.infer<typeof searchTotalsSchema>;

const EXTENSION_FIELD = { 'x-extension': 'totals' } as const;

/** The v2 search page as the OpenAPI document describes it: the interface's page and the `totals` fields. */
export const v2SearchPageSchema = builtOnFirstUse(() =>
  z.extend(searchPageSchema, {
    total: z.optional(totalSchema).check(
      z.meta({
        ...EXTENSION_FIELD,
        description: 'Extension `totals`: the ads this search matches in its snapshot; page 1 only.',
      }),
    ),
    totals_by_platform: searchTotalsSchema.shape.totals_by_platform.check(
      z.meta({
        ...EXTENSION_FIELD,
        description: 'Extension `totals`: on `mega`, the matches per platform key; page 1 only.',
      }),
    ),
  }),
);
