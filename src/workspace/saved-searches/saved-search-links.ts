import { FIRST_SEEN_AFTER } from '../../contract/extensions/saved-searches';
import { SEARCH_FIELD_KEY } from '../../contract/filter-values';
import { escapeToken } from '../../filters/engine/url-token';
import { formatSearchLocation } from '../../search/search-location';
import type { SavedSearchItem } from '../core/workspace-backends';

type Linked = Pick<SavedSearchItem, 'link' | 'platform' | 'last_visit'>;

const paramsOf = (search: Linked) => new URL(search.link, window.location.origin).searchParams;

/** The saved link sorted newest first, so the ads new since the visit lead (v2 links only). */
export function newestFirstHref(search: Linked): string {
  const params = paramsOf(search);
  params.set('advanced_order', 'first_seen.desc');
  return formatSearchLocation(search.platform, params, null);
}

/**
 * The saved link narrowed to the ads first seen since its last visit, newest first: a
 * `first_seen_after` term (the `saved_searches` extension) beside the link's own terms, so it lists
 * exactly what "N new" counted.
 */
export function onlyNewHref(search: Linked): string {
  const params = paramsOf(search);
  const term = `${FIRST_SEEN_AFTER}:${escapeToken(search.last_visit)}`;
  const terms = params.get(SEARCH_FIELD_KEY);
  params.set(SEARCH_FIELD_KEY, terms ? `${terms},${term}` : term);
  params.set('advanced_order', 'first_seen.desc');
  return formatSearchLocation(search.platform, params, null);
}
