import type { SearchFieldType } from '../../contract/search-field';

/** How each `search_field` kind reads in the builder; `text` includes, the others exclude. */
export const TERM_KIND_LABELS: Record<SearchFieldType, string> = {
  text: 'Contains',
  without_owner: 'Not advertiser',
  without_fanpage: 'Not page',
  without_owner_name: 'Advertiser name excludes',
};

/** Whether a term kind removes ads rather than matches them. */
export function isExclusion(kind: SearchFieldType): boolean {
  return kind !== 'text';
}
