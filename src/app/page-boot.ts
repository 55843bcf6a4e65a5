import type { QueryClient } from '@tanstack/react-query';
import { seedFromUrl } from '../search/search-seed';
import { cachedCatalogue } from '../search/filters-query';
import { createSearchStore, type SearchStore } from '../search/search-store';
import { browserStorages, type BrowserStorages } from './connection/browser-storages';
import { defaultConnectionSettings, type ConnectionSettings } from './connection/connection-settings';
import { connectionStateOf } from './connection/connection-state';
import { loadConnectionSettings } from './connection/connection-storage';
import { readDemoAccount } from './connection/demo-account-storage';
import { keepRenderCookie } from './connection/render-cookie';
import { startPageRequests } from './page-start';
import { createAppQueryClient } from './query-client';
import { readServerPageState } from './server-page-state';

/** What one page of the explorer starts from: its storages, settings, link state and query cache. */
export interface PageBoot extends BrowserStorages {
  queryClient: QueryClient;
  /** The connection settings the page opens with. */
  settings: ConnectionSettings;
  /** The search state seeded from the address bar. */
  searchStore: SearchStore;
  /**
   * The page's HTML was rendered on the server for these settings, and its answers are in the
   * cache: the first render hydrates that HTML instead of replacing it.
   */
  serverRendered: boolean;
}

/**
 * Reads the browser's storages, the saved connection and the link, takes over the answers of a
 * page rendered on the server for the same connection, and starts the first requests it still
 * lacks at once. Call it once per page before the first render, so that render does not hold
 * them up.
 */
export function bootPage(queryClient: QueryClient = createAppQueryClient()): PageBoot {
  const { storages, lasting } = browserStorages();
  const settings = loadConnectionSettings(storages, defaultConnectionSettings(window.location.origin));
  const demoAccount = readDemoAccount(storages.local, settings);
  keepRenderCookie(document, settings, demoAccount !== undefined);
  const seed = seedFromUrl(window.location.pathname, window.location.search);
  const rendered = readServerPageState(document);
  const state = connectionStateOf(settings, demoAccount);
  // A page the server rendered with the demo key lacks what this browser's own account hid or saved.
  const serverRendered =
    rendered !== undefined &&
    state.status === 'ready' &&
    !state.demoAccount &&
    state.connection.id === rendered.connection;
  if (serverRendered) {
    // The answers only, as of when the server had them: all the first render needs of its cache.
    for (const { queryKey, state: answer } of rendered.queries.queries) {
      queryClient.setQueryData(queryKey, answer.data, { updatedAt: answer.dataUpdatedAt });
    }
  }
  // A rendered page's tab starts decoded against its catalogue, as the server's store did.
  const searchStore = createSearchStore(
    seed,
    serverRendered ? cachedCatalogue(queryClient, state.connection, seed.platform) : undefined,
  );
  startPageRequests(queryClient, state, searchStore);
  return { storages, lasting, queryClient, settings, searchStore, serverRendered };
}
