import { z } from '../zod';
import { MAX_SEARCH_TERMS } from '../request-limits';
import { searchFieldTermSchema, type SearchFieldTerm } from '../search-field';
import { domainTermSchema, OWNER_TERM_TYPES, ownerIdTermSchema } from './owners';
import { FIRST_SEEN_BEFORE, firstSeenBeforeTermSchema } from './first-seen-before';
import { FIRST_SEEN_AFTER, firstSeenAfterTermSchema } from './saved-searches';
import { builtOnFirstUse } from '../built-on-first-use';

/**
 * A v2 `search_field` term: the interface's kinds, the `owners` extension's `owner_id` and
 * `domain`, the `saved_searches` extension's `first_seen_after` and the `histogram` extension's
 * `first_seen_before`.
 */
export const v2SearchFieldTermSchema = builtOnFirstUse(() =>
  z.discriminatedUnion('type', [
    searchFieldTermSchema,
    ownerIdTermSchema,
    domainTermSchema,
    firstSeenAfterTermSchema,
    firstSeenBeforeTermSchema,
  ]),
);
export type V2SearchFieldTerm = z.infer<typeof v2SearchFieldTermSchema>;

/** The extension kinds: they narrow a search like `text`, and the interface does not know them. */
export const EXTENSION_TERM_TYPES = [...OWNER_TERM_TYPES, FIRST_SEEN_AFTER, FIRST_SEEN_BEFORE] as const;
export type ExtensionTerm = Exclude<V2SearchFieldTerm, SearchFieldTerm>;

export const v2SearchFieldSchema = builtOnFirstUse(() =>
  z.array(v2SearchFieldTermSchema).check(z.maxLength(MAX_SEARCH_TERMS)),
);
