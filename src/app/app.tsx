import { useEffect, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { SearchStoreProvider } from '../search/search-store-context';
import { startUrlSync } from '../search/url-sync';
import { LiveAnnouncer } from '../workspace/core/live-announcer';
import { AppLayout } from './app-layout';
import { AppProviders } from './app-providers';
import { ConnectionProvider } from './connection/connection-context';
import { bootPage, type PageBoot } from './page-boot';
import { ServerRenderedContext } from './server-rendered';
import { Hydration } from '../ui/hydration';

/** Props of `App`. */
export interface AppProps {
  /** The page's start; default `bootPage()` on the first render (the page's entry boots it before rendering). */
  boot?: PageBoot;
}

/** The explorer: state seeded from the address bar and kept in step with it. */
export function App({ boot }: AppProps) {
  const [{ storages: stores, lasting, queryClient: client, settings: initial, searchStore, serverRendered }] = useState(
    () => boot ?? bootPage(),
  );
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
          <ServerRenderedContext value={serverRendered}>
            <Hydration fromServer={serverRendered}>
              <LiveAnnouncer>
                <AppLayout />
              </LiveAnnouncer>
            </Hydration>
          </ServerRenderedContext>
        </SearchStoreProvider>
      </ConnectionProvider>
    </AppProviders>
  );
}
