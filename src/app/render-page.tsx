import { StrictMode } from 'react';
import { dehydrate } from '@tanstack/react-query';
import { createConnection } from '../client/connection';
import { ServerAddressContext } from '../search/address';
import { canSearch } from '../search/can-search';
import { capabilitiesQueryOptions } from '../search/capabilities-query';
import { cachedCatalogue } from '../search/filters-query';
import { startFirstRequests } from '../search/first-requests';
import { seedFromUrl } from '../search/search-seed';
import { createSearchStore } from '../search/search-store';
import { isViewPath } from '../search/view-paths';
import { App } from './app';
import { finishedMarkup } from './finished-markup';
import { preloadFirstScreenParts } from './first-screen-parts';
import { memoryStorages } from './connection/browser-storages';
import { defaultConnectionSettings } from './connection/connection-settings';
import { createAppQueryClient } from './query-client';
import { serverPageStateElement } from './server-page-state';
import { OnServerContext } from '../ui/on-server';

/** One page the server is asked for. */
export interface PageRequest {
  /** The link: path and query. */
  path: string;
  /** The explorer's origin, where its embedded service answers. */
  origin: string;
  /** Answers the service's requests; the service's own handler, so nothing leaves the process. */
  fetch: typeof fetch;
}

/** A search link rendered for a browser with no saved settings: the root's markup and what it shows. */
export interface RenderedPage {
  /** The markup inside the page's root element. */
  root: string;
  /** The element carrying the answers the markup shows, placed after the root. */
  state: string;
}

/**
 * Renders the explorer for `request.path` as a browser with no saved settings first renders it,
 * with its catalogue and page 1 of its search already answered: the page shows its first ads
 * before any script has run, and the browser hydrates it. Workspace pages, the results table and
 * searches that fail (no demo key on this deployment, a service error) are left to the browser:
 * undefined.
 */
export async function renderPage({ path, origin, fetch }: PageRequest): Promise<RenderedPage | undefined> {
  const url = new URL(path, origin);
  if (isViewPath(url.pathname)) return undefined;
  const settings = defaultConnectionSettings(origin);
  const { baseUrl, apiKey, authMode } = settings;
  const connection = createConnection({ baseUrl, apiKey, authMode, fetch });
  const seed = seedFromUrl(url.pathname, url.search);
  if (!canSearch(seed.platform, connection.version)) return undefined;
  // The table (`view=table`) is left to the browser: its styles load with its code, not with the
  // first screen's, and its rows follow the window's width and scroll, which a server has not.
  if (seed.view === 'table') return undefined;
  const queryClient = createAppQueryClient();
  try {
    await Promise.all([
      startFirstRequests(queryClient, connection, createSearchStore(seed)),
      queryClient.prefetchQuery(capabilitiesQueryOptions(connection)),
      // Drawn in place, as the browser draws them once its entry has preloaded them too.
      preloadFirstScreenParts(),
    ]);
    const queries = queryClient.getQueryCache().getAll();
    if (queries.length === 0 || queries.some((query) => query.state.status !== 'success')) return undefined;
    const catalogue = cachedCatalogue(queryClient, connection, seed.platform);
    if (!catalogue) return undefined;
    // The page renders its tab decoded, as the browser's store starts for it (`bootPage`).
    const searchStore = createSearchStore(seed, catalogue);
    const root = await finishedMarkup(
      <StrictMode>
        <OnServerContext value>
          <ServerAddressContext value={url.pathname}>
            <App boot={{ ...memoryStorages(), queryClient, settings, searchStore, serverRendered: true }} />
          </ServerAddressContext>
        </OnServerContext>
      </StrictMode>,
    );
    return { root, state: serverPageStateElement({ connection: connection.id, queries: dehydrate(queryClient) }) };
  } finally {
    // The answers are the page's; kept for the browser's cache time, each page's would stay in
    // the service's memory behind its timers.
    queryClient.clear();
  }
}
