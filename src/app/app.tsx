import { useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createSearchStore } from '../search/search-store';
import { SearchStoreProvider } from '../search/search-store-context';
import { seedFromUrl } from '../search/search-seed';
import { startUrlSync } from '../search/url-sync';
import { AppLayout } from './app-layout';
import { AppProviders } from './app-providers';
import { ConnectionProvider } from './connection/connection-context';
import { defaultConnectionSettings } from './connection/connection-settings';
import { loadConnectionSettings, type ConnectionStorages } from './connection/connection-storage';
import { createAppQueryClient } from './query-client';

/** Props of `App`; everything defaults to the browser's own. */
export interface AppProps {
  /** Where connection settings are kept; default this window's session and local storage. */
  storages?: ConnectionStorages;
  /** Default a fresh `createAppQueryClient()`. */
  queryClient?: QueryClient;
}

/** The explorer: state seeded from the address bar and kept in step with it. */
export function App({ storages, queryClient }: AppProps) {
  const [stores] = useState(() => storages ?? { session: window.sessionStorage, local: window.localStorage });
  const [client] = useState(() => queryClient ?? createAppQueryClient());
  const [initial] = useState(() => loadConnectionSettings(stores, defaultConnectionSettings(window.location.origin)));
  const [searchStore] = useState(() =>
    createSearchStore(seedFromUrl(window.location.pathname, window.location.search)),
  );
  useEffect(() => startUrlSync(searchStore), [searchStore]);

  return (
    <AppProviders queryClient={client}>
      <ConnectionProvider initial={initial} storages={stores}>
        <SearchStoreProvider store={searchStore}>
          <AppLayout />
        </SearchStoreProvider>
      </ConnectionProvider>
    </AppProviders>
  );
}
