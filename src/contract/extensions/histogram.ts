import { z } from '../zod';
import { v2SearchBodySchema } from '../search-request';
import { v2SearchFieldSchema } from './v2-search-field';
import { dateIntervalSchema, type DateInterval } from './date-interval';
import { totalSchema } from './totals';
import { builtOnFirstUse } from '../built-on-first-use';

/** The instants a histogram counts ads by: when each was first seen, or last seen as of the snapshot. */
export const HISTOGRAM_FIELDS = ['first_seen', 'last_seen'] as const;
export const histogramFieldSchema = builtOnFirstUse(() => z.enum(HISTOGRAM_FIELDS));
export type HistogramField = z.infer<typeof histogramFieldSchema>;

/** Bucket widths: the date intervals trends use too (UTC days, ISO weeks from Monday, calendar months). */
export const histogramIntervalSchema = dateIntervalSchema;
export type HistogramInterval = DateInterval;

/** The body fields a histogram reads beside the search's own; they are not filters. */
export const HISTOGRAM_BODY_FIELDS = ['field', 'interval'] as const;

/** What a histogram reads beside a search body: the instant counted (default `first_seen`) and the width (default from the span). */
export const histogramOptionsSchema = builtOnFirstUse(() =>
  z.object({
    field: z.optional(histogramFieldSchema),
    interval: z.optional(histogramIntervalSchema),
  }),
);

/**
 * `POST /ads/{platform}/histogram`: a v2 search body (filters, `search_field`, `last_hit`) and the
 * histogram's own fields. `page` and `advanced_order` are read and change nothing.
 */
export const histogramBodySchema = builtOnFirstUse(() =>
  z.extend(v2SearchBodySchema, {
    search_field: z.optional(v2SearchFieldSchema),
    ...histogramOptionsSchema.shape,
  }),
);

/**
 * One bucket: `start` is its first day (`YYYY-MM-DD`, UTC), `count` the matches in it; on `mega`,
 * `by_platform` splits `count` per platform key (keys a client does not know are kept as text).
 */
export const histogramBucketSchema = builtOnFirstUse(() =>
  z.looseObject({
    start: z.iso.date(),
    count: z.int().check(z.minimum(0)),
    by_platform: z.optional(z.record(z.string(), z.int().check(z.minimum(0)))),
  }),
);
export type HistogramBucket = z.infer<typeof histogramBucketSchema>;

/**
 * A histogram of a search's matches in the snapshot `last_hit`, oldest bucket first, empty buckets
 * included between the first and the last. `relation` `eq`: the buckets count every match. `gte`:
 * more than `MAX_COUNT` match, and the buckets count the newest `MAX_COUNT` by `field`, so the
 * oldest bucket is a lower bound and older matches are left out.
 */
export const histogramSchema = builtOnFirstUse(() =>
  z.looseObject({
    buckets: z.array(histogramBucketSchema),
    relation: totalSchema.shape.relation,
    interval: histogramIntervalSchema,
    field: histogramFieldSchema,
    last_hit: z.int(),
  }),
);
export type Histogram = z.infer<typeof histogramSchema>;
