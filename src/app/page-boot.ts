import type { QueryClient } from '@tanstack/react-query';
import { seedFromUrl } from '../search/search-seed';
import { createSearchStore, type SearchStore } from '../search/search-store';
import { browserStorages, type BrowserStorages } from './connection/browser-storages';
import { defaultConnectionSettings, type ConnectionSettings } from './connection/connection-settings';
import { loadConnectionSettings } from './connection/connection-storage';
import { startPageRequests } from './page-start';
import { createAppQueryClient } from './query-client';

/** What one page of the explorer starts from: its storages, settings, link state and query cache. */
export interface PageBoot extends BrowserStorages {
  queryClient: QueryClient;
  /** The connection settings the page opens with. */
  settings: ConnectionSettings;
  /** The search state seeded from the address bar. */
  searchStore: SearchStore;
}

/**
 * Reads the browser's storages, the saved connection and the link, and starts the first requests
 * at once. Call it once per page before the first render, so that render does not hold them up.
 */
export function bootPage(queryClient: QueryClient = createAppQueryClient()): PageBoot {
  const { storages, lasting } = browserStorages();
  const settings = loadConnectionSettings(storages, defaultConnectionSettings(window.location.origin));
  const searchStore = createSearchStore(seedFromUrl(window.location.pathname, window.location.search));
  startPageRequests(queryClient, settings, searchStore);
  return { storages, lasting, queryClient, settings, searchStore };
}
