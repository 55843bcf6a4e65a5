import { z } from '../zod';
import { platformKeySchema } from '../platforms';
import { v2AdSummarySchema } from './seen-at';
import { dateIntervalSchema } from './date-interval';
import { builtOnFirstUse } from '../built-on-first-use';

/** The interval trends are bucketed by when a request names none. */
export const DEFAULT_TRENDS_INTERVAL = 'week';

/** The query of `GET /owners/{id}/trends`: `interval` (default week) and the snapshot's `last_hit` (a new one when absent). */
export const trendsQuerySchema = builtOnFirstUse(() =>
  z.object({
    interval: z._default(dateIntervalSchema, DEFAULT_TRENDS_INTERVAL),
  }),
);

/**
 * One bucket of an advertiser's trends: `launched` counts its ads first seen in the bucket,
 * `active` those running during it (first seen before its end, last seen at or after its start),
 * `impressions_by_platform` the impressions, as of the snapshot, of the ads launched in it, for
 * every platform the advertiser has ads on (0 where none launched).
 */
export const trendBucketSchema = builtOnFirstUse(() =>
  z.looseObject({
    /** The bucket's first day, `YYYY-MM-DD` (UTC). */
    start: z.string(),
    launched: z.int(),
    active: z.int(),
    impressions_by_platform: z.partialRecord(platformKeySchema, z.number()),
  }),
);
export type TrendBucket = z.infer<typeof trendBucketSchema>;

/** One of an advertiser's longest-running ads: its v2 summary, whole days running and whether it is still running. */
export const longestRunningAdSchema = builtOnFirstUse(() =>
  z.extend(v2AdSummarySchema, {
    days_running: z.int(),
    /** Last seen within `STILL_ACTIVE_DAYS` of the snapshot. */
    still_active: z.boolean(),
  }),
);
export type LongestRunningAd = z.infer<typeof longestRunningAdSchema>;

/** An ad counts as still active while it was last seen at most this many days before the snapshot. */
export const STILL_ACTIVE_DAYS = 3;

/** Most ads `longest_running` lists. */
export const LONGEST_RUNNING_LIMIT = 10;

/**
 * `GET /owners/{id}/trends` (`trends` extension, DESIGN §9): an advertiser's ads at the snapshot
 * `last_hit`, as the key's searches see them, bucketed from the bucket of its first launch to
 * that of its last sighting (no buckets while it has no ads); the `launched` counts add up to its ads.
 */
export const ownerTrendsSchema = builtOnFirstUse(() =>
  z.looseObject({
    interval: dateIntervalSchema,
    last_hit: z.int(),
    buckets: z.array(trendBucketSchema),
    /** Most days running first (then newest id), at most `LONGEST_RUNNING_LIMIT`. */
    longest_running: z.array(longestRunningAdSchema),
  }),
);
export type OwnerTrends = z.infer<typeof ownerTrendsSchema>;
