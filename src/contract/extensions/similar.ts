import { z } from '../zod';
import { v2AdSummarySchema } from './seen-at';
import { builtOnFirstUse } from '../built-on-first-use';

/**
 * Why an ad is similar to another (`similar` extension, DESIGN §9): it uses the same creative
 * (the same lead media file: the video, or the first image), or its title and copy are close.
 */
export const SIMILAR_REASONS = ['same_creative', 'similar_copy'] as const;
export const similarReasonSchema = builtOnFirstUse(() => z.enum(SIMILAR_REASONS));
export type SimilarReason = z.infer<typeof similarReasonSchema>;

/**
 * The least `pg_trgm` similarity of title and copy that counts as similar copy: about the same
 * wording with a few words changed (docs/decisions.md says why).
 */
export const SIMILAR_COPY_THRESHOLD = 0.6;

/**
 * `GET /ads/{platform}/{id}/similar`'s query besides `page` and `last_hit`: one reason's list, or
 * both. Not a strict object: the service reads the one parameter into it, and a strict object's
 * `never` would ride in the first load's copy of zod.
 */
export const similarQuerySchema = builtOnFirstUse(() => z.object({ reason: z.optional(similarReasonSchema) }));

/**
 * One similar ad: its summary, why, and `score`, the `pg_trgm` similarity (0–1) of its title and
 * copy to the ad's, given for both reasons (an ad running the same creative may say it in other words).
 */
export const similarAdSchema = builtOnFirstUse(() =>
  z.looseObject({
    ad: v2AdSummarySchema,
    reason: similarReasonSchema,
    score: z.number(),
  }),
);
export type SimilarAd = z.infer<typeof similarAdSchema>;

/** How many ads one reason lists, and how many advertisers other than the ad's own run them. */
export const similarCountSchema = builtOnFirstUse(() => z.looseObject({ ads: z.int(), other_advertisers: z.int() }));
export type SimilarCount = z.infer<typeof similarCountSchema>;

/**
 * One page (18) of an ad's similar ads at the snapshot `last_hit`, as the key's searches see them
 * (its hides apply): same creative first, then similar copy, each closest first (then newest id).
 * `counts` holds each reason the request asked for, over all pages.
 */
export const similarAdsPageSchema = builtOnFirstUse(() =>
  z.looseObject({
    ads: z.array(similarAdSchema),
    current_page: z.int(),
    has_next_page: z.boolean(),
    last_hit: z.int(),
    counts: z.partialRecord(similarReasonSchema, similarCountSchema),
  }),
);
export type SimilarAdsPage = z.infer<typeof similarAdsPageSchema>;
