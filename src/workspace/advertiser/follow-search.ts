import { SEARCH_FIELD_KEY } from '../../contract/filter-values';
import { MEGA } from '../../contract/platforms';
import type { SavedSearchInput } from '../../contract/extensions/saved-searches';

/**
 * Following an advertiser is keeping its page as a saved search: every one of its ads on every
 * platform (`owner_id`), so "new since your last visit" counts its new ads. `link` is the page's
 * own link (`ownerHref`), which tells a followed advertiser's search apart from other saved searches.
 */
export function followSearch(owner: { id: number; name: string }, link: string): SavedSearchInput {
  return {
    name: owner.name,
    platform: MEGA,
    link,
    body: { [SEARCH_FIELD_KEY]: [{ type: 'owner_id', text: String(owner.id) }] },
  };
}
