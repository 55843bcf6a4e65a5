import { useEffect, useState } from 'react';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { createSearchStore } from '../search/search-store';
import { SearchStoreProvider } from '../search/search-store-context';
import { seedFromUrl } from '../search/search-seed';
import { startUrlSync } from '../search/url-sync';
import { LiveAnnouncer } from '../workspace/triage/live-announcer';
import { AppLayout } from './app-layout';
import { AppProviders } from './app-providers';
import { browserStorages } from './connection/browser-storages';
import { ConnectionProvider } from './connection/connection-context';
import { defaultConnectionSettings } from './connection/connection-settings';
import { loadConnectionSettings, type ConnectionStorages } from './connection/connection-storage';
import { startPageRequests } from './page-start';
import { createAppQueryClient } from './query-client';

/** Props of `App`; everything defaults to the browser's own. */
export interface AppProps {
  /** Where connection settings are kept; default this window's session and local storage, or memory where the browser blocks them. */
  storages?: ConnectionStorages;
  /** Default a fresh `createAppQueryClient()`. */
  queryClient?: QueryClient;
}

/** The explorer: state seeded from the address bar and kept in step with it. */
export function App({ storages, queryClient }: AppProps) {
  const [{ storages: stores, lasting }] = useState(() => (storages ? { storages, lasting: true } : browserStorages()));
  const [client] = useState(() => queryClient ?? createAppQueryClient());
  const [initial] = useState(() => loadConnectionSettings(stores, defaultConnectionSettings(window.location.origin)));
  const [searchStore] = useState(() => {
    const store = createSearchStore(seedFromUrl(window.location.pathname, window.location.search));
    // Once per page, before the first render: the catalogue and first search need not wait for it.
    startPageRequests(client, initial, store);
    return store;
  });
  useEffect(() => startUrlSync(searchStore), [searchStore]);
  useEffect(() => {
    if (lasting) return;
    notifications.show({
      id: 'storage-blocked',
      title: 'Settings will not be remembered',
      message:
        'This browser blocks site data for this page, so the connection settings and key last only until this tab closes or reloads.',
      color: 'yellow',
      autoClose: false,
    });
  }, [lasting]);

  return (
    <AppProviders queryClient={client}>
      <ConnectionProvider initial={initial} storages={stores}>
        <SearchStoreProvider store={searchStore}>
          <LiveAnnouncer>
            <AppLayout />
          </LiveAnnouncer>
        </SearchStoreProvider>
      </ConnectionProvider>
    </AppProviders>
  );
}
