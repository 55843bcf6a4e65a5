import { z } from './zod';
import { withoutNul } from './bounded-values';
import { MAX_SEARCH_TERMS, MAX_TEXT_LENGTH } from './request-limits';
import { builtOnFirstUse } from './built-on-first-use';

/** Kinds of `search_field` terms: one positive text match and three exclusions. */
export const SEARCH_FIELD_TYPES = ['text', 'without_owner', 'without_fanpage', 'without_owner_name'] as const;
export const searchFieldTypeSchema = builtOnFirstUse(() => z.enum(SEARCH_FIELD_TYPES));
export type SearchFieldType = z.infer<typeof searchFieldTypeSchema>;

/** One term; the filter's `sub_keys` is `{type: 'type', main: 'text'}`. */
export const searchFieldTermSchema = builtOnFirstUse(() =>
  z.object({
    type: searchFieldTypeSchema,
    text: withoutNul(z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_TEXT_LENGTH))),
  }),
);
export type SearchFieldTerm = z.infer<typeof searchFieldTermSchema>;

export const searchFieldSchema = builtOnFirstUse(() =>
  z.array(searchFieldTermSchema).check(z.maxLength(MAX_SEARCH_TERMS)),
);
