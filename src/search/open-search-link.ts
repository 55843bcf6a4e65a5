import { navigateTo } from './address';
import { seedFromUrl } from './search-seed';
import type { SearchStore } from './search-store';

/** Opens a search link of this explorer (`/{platform}?…`) as a new history entry, as if it had been typed. */
export function openSearchLink(store: SearchStore, link: string): void {
  const url = new URL(link, window.location.origin);
  navigateTo(`${url.pathname}${url.search}`);
  store.getState().restore(seedFromUrl(url.pathname, url.search));
}
