import { navigateTo } from './address';
import { formatSearchLocation } from './search-location';
import { seedFromUrl } from './search-seed';
import type { SearchStore } from './search-store';

/**
 * Opens a search link of this explorer (`/{platform}?…`) as a new history entry, as if it had been
 * typed. The ads picked for comparing stay picked, unless the link names picks of its own: an
 * analyst compares ads across the searches (an advertiser's page, a saved search) they open.
 */
export function openSearchLink(store: SearchStore, link: string): void {
  const url = new URL(link, window.location.origin);
  const seed = seedFromUrl(url.pathname, url.search);
  const { compare } = store.getState();
  if (seed.compare?.length || compare.length === 0) {
    navigateTo(`${url.pathname}${url.search}`);
    store.getState().restore(seed);
    return;
  }
  navigateTo(formatSearchLocation(seed.platform, seed.params, seed.ad, compare));
  store.getState().restore({ ...seed, compare });
}
