import { navigateTo } from './address';
import { formatSearchLocation } from './search-location';
import { seedFromUrl } from './search-seed';
import type { SearchStore } from './search-store';

/**
 * Opens a search link of this explorer (`/{platform}?…`) as a new history entry, as if it had been
 * typed. The ads picked for comparing stay picked, unless the link names picks of its own: an
 * analyst compares ads across the searches (an advertiser's page, a saved search) they open. The
 * grid's density and the results' view (grid or table) stay too, unless the link names them.
 */
export function openSearchLink(store: SearchStore, link: string): void {
  const url = new URL(link, window.location.origin);
  const seed = seedFromUrl(url.pathname, url.search);
  const state = store.getState();
  const compare = seed.compare?.length ? seed.compare : state.compare;
  const density = seed.density ?? state.density;
  const view = seed.view ?? state.view;
  navigateTo(formatSearchLocation(seed.platform, seed.params, seed.ad, compare, density, view));
  state.restore({ ...seed, compare, density, view });
}
