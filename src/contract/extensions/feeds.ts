import { z } from '../zod';
import { builtOnFirstUse } from '../built-on-first-use';

/** Ads an Atom feed of a saved search lists: the newest by first seen. */
export const FEED_SIZE = 50;

/**
 * `POST /saved-searches/{id}/feed`: a capability URL (`…/api/v2/feeds/{token}.atom`) that reads
 * the search's feed without a key. Earlier URLs of the search stop working.
 */
export const feedLinkSchema = builtOnFirstUse(() => z.looseObject({ url: z.string() }));
export type FeedLink = z.infer<typeof feedLinkSchema>;

/** `GET /saved-searches/{id}/feed`: whether the search has a working feed URL (shown only when made). */
export const feedStatusSchema = builtOnFirstUse(() =>
  z.looseObject({ active: z.boolean(), created_at: z.nullable(z.string()) }),
);
export type FeedStatus = z.infer<typeof feedStatusSchema>;
