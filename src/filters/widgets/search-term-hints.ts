import type { SearchFieldType } from '../../contract/search-field';

/**
 * What a term of each kind matches, as the reference service matches it (docs/decisions.md,
 * "Search box kinds"): shown under the builder while the kind is chosen, so an analyst knows
 * before pressing Enter what a word will find or remove.
 */
const KIND_HINTS: Record<SearchFieldType, string> = {
  text: 'Finds ads whose title, copy, advertiser or domain contains the text, in any case. With several Contains terms, an ad must contain every one.',
  without_owner:
    'Removes ads whose display domain is exactly this one, in any case, such as coral.com; https://, www. and a path are ignored.',
  without_fanpage:
    'Removes the ads of the advertiser whose page name or @handle is exactly this, in any case, such as Coral Outfitters.',
  without_owner_name:
    'Removes the ads of every advertiser whose name has these whole words, in any case: cedar removes Cedar Outfitters, not Cedarwood.',
};

/** The matching rule of a builder kind, in a sentence. */
export function termKindHint(kind: SearchFieldType): string {
  return KIND_HINTS[kind];
}
