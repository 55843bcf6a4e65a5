import { z } from '../zod';
import { builtOnFirstUse } from '../built-on-first-use';

/**
 * The `search_field` kind (v2, `histogram` extension) that narrows a search to ads first seen
 * before an instant (`text`, ISO 8601, exclusive): with `first_seen_after` it bounds a range the
 * histogram's brush chose where the catalogue has no first-seen date filter.
 */
export const FIRST_SEEN_BEFORE = 'first_seen_before';
export const firstSeenBeforeTermSchema = builtOnFirstUse(() =>
  z.object({
    type: z.literal(FIRST_SEEN_BEFORE),
    text: z.iso.datetime({ offset: true }),
  }),
);
