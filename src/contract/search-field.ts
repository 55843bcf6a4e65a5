import { z } from 'zod';

/** Kinds of `search_field` terms: one positive text match and three exclusions. */
export const SEARCH_FIELD_TYPES = ['text', 'without_owner', 'without_fanpage', 'without_owner_name'] as const;
export const searchFieldTypeSchema = z.enum(SEARCH_FIELD_TYPES);
export type SearchFieldType = z.infer<typeof searchFieldTypeSchema>;

/** One term; the filter's `sub_keys` is `{type: 'type', main: 'text'}`. */
export const searchFieldTermSchema = z.object({
  type: searchFieldTypeSchema,
  text: z.string().trim().min(1).max(200),
});
export type SearchFieldTerm = z.infer<typeof searchFieldTermSchema>;

export const searchFieldSchema = z.array(searchFieldTermSchema).max(20);
