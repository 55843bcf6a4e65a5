import { afterEach } from 'vitest';
import { seedFromUrl } from '../../src/search/search-seed';
import { createSearchStore, type SearchStore } from '../../src/search/search-store';
import { startUrlSync } from '../../src/search/url-sync';

/** The page's location now: its path and query. */
export const here = () => `${location.pathname}${location.search}`;

/**
 * A way to open the explorer's search on a link, as a page load does: the link becomes the
 * location, a search store is seeded from it and kept in sync with it. Each store stops syncing
 * after the test that started it.
 */
export function syncedSearchStores(): (url: string) => SearchStore {
  let stop = () => {};
  afterEach(() => stop());
  return (url) => {
    history.replaceState(null, '', url);
    const store = createSearchStore(seedFromUrl(location.pathname, location.search));
    stop = startUrlSync(store);
    return store;
  };
}
