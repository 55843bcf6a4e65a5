import { z } from '../zod';
import { withoutNul } from '../bounded-values';
import { searchPlatformSchema } from '../platforms';
import { nameSchema } from './boards';
import { totalSchema } from './totals';
import { builtOnFirstUse } from '../built-on-first-use';

/**
 * The `search_field` kind (v2) that narrows a search to ads first seen after an instant (`text`,
 * ISO 8601): a saved search's link with it and `last_visit` shows what `new_since_visit` counts.
 */
export const FIRST_SEEN_AFTER = 'first_seen_after';
export const firstSeenAfterTermSchema = builtOnFirstUse(() =>
  z.object({
    type: z.literal(FIRST_SEEN_AFTER),
    text: z.iso.datetime({ offset: true }),
  }),
);

/** Characters in a saved search's link. */
export const MAX_LINK_LENGTH = 4_000;

/**
 * A saved search: `link` is the explorer's link (a path with its query), `body` the v2 search
 * body it sends (without `page`, `last_hit` or a key). `new_since_visit` counts the ads matching
 * `body` first seen after `last_visit`.
 */
export const savedSearchSchema = builtOnFirstUse(() =>
  z.looseObject({
    id: z.int(),
    name: z.string(),
    platform: searchPlatformSchema,
    link: z.string(),
    body: z.record(z.string(), z.unknown()),
    last_visit: z.string(),
    created_at: z.string(),
    new_since_visit: totalSchema,
  }),
);
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = builtOnFirstUse(() =>
  z.looseObject({ saved_searches: z.array(savedSearchSchema) }),
);
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

/** `POST /saved-searches`; the service checks `body` as a v2 search body of `platform`. Any other field is refused. */
export const savedSearchInputSchema = builtOnFirstUse(() =>
  z.strictObject({
    name: nameSchema,
    platform: searchPlatformSchema,
    link: withoutNul(z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_LINK_LENGTH))).check(
      z.regex(/^\//, 'must be a path starting with /'),
    ),
    body: z.record(z.string(), z.unknown()),
  }),
);
export type SavedSearchInput = z.infer<typeof savedSearchInputSchema>;

/** `PATCH /saved-searches/{id}`: a new name; any other field is refused. */
export const savedSearchRenameSchema = builtOnFirstUse(() => z.strictObject({ name: nameSchema }));
