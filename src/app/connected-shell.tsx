import { useRef, type Ref } from 'react';
import { Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { selectPlatform } from '../search/search-selectors';
import type { Connection } from '../client/connection';
import type { SearchPlatform } from '../contract/platforms';
import { useViewPath } from '../search/address';
import { canSearch } from '../search/can-search';
import { filtersQueryOptions } from '../search/filters-query';
import { useSearchStore } from '../search/search-store-context';
import { WorkspaceShell } from '../workspace/shell/workspace-shell';
import { AdvertiserLinksProvider } from '../workspace/advertiser/advertiser-links-provider';
import { useSearchFields } from '../search/use-search-results';
import { SaveSearchButton } from '../workspace/saved-searches/save-search-button';
import { AppHeader } from './app-header';
import type { ConnectionHealth } from './connection/connection-status';
import { useOwnDemoAccount } from './connection/use-own-demo-account';
import { ServiceProblemAlert } from './connection/service-problem-alert';
import { FILTER_SHEET_ID } from './filter-sheet-id';
import { FilterSidebar } from './filter-sidebar';
import { MEGA_NEEDS_V2, PlatformTabs } from './platform-tabs';
import { SearchResults } from './search-results';
import { ShowResultsButton } from './show-results-button';
import { MAIN_CONTENT_ID } from './skip-link';
import frame from './page-frame.module.css';
import { TabSearchProvider, useTabSearch } from './tab-search';
import { useFocusOnOpen } from './use-focus-on-open';
import { lazyPart } from '../ui/lazy-part';

/** `WorkspacePage`, loaded the first time a workspace page is shown: the search page does not carry it. */
const LazyWorkspacePage = lazyPart(
  () => import('../workspace/shell/workspace-page'),
  'WorkspacePage',
  <Loader aria-label="Loading the page" />,
);

/** Props of `ConnectedShell`. */
export interface ConnectedShellProps {
  connection: Connection;
  navOpened: boolean;
  burgerRef: Ref<HTMLButtonElement>;
  onToggleNav(): void;
  /** Closes the filter sheet (small screens): its "Show results" button. */
  onCloseNav(): void;
  onOpenSettings(): void;
}

/** Save search, for the active tab's search. */
function TabSaveSearchButton({ connection, platform }: { connection: Connection; platform: SearchPlatform }) {
  const fields = useSearchFields(connection, useTabSearch().search);
  return <SaveSearchButton platform={platform} fields={fields} />;
}

/**
 * Header, filter navbar and results of the active tab, over a working client. It reads the tab's
 * catalogue, not its filters: a filter change renders the parts that show them (see
 * `TabSearchProvider`), and leaves this frame, its header and its tabs as they are.
 */
export function ConnectedShell({
  connection,
  navOpened,
  burgerRef,
  onToggleNav,
  onCloseNav,
  onOpenSettings,
}: ConnectedShellProps) {
  const platform = useSearchStore(selectPlatform);
  const viewPath = useViewPath();
  const searchable = canSearch(platform, connection.version);
  const catalogue = useQuery({ ...filtersQueryOptions(connection, platform), enabled: searchable });
  const onSearch = viewPath === null;
  const ownAccount = useOwnDemoAccount();
  const sheetRef = useRef<HTMLElement>(null);
  useFocusOnOpen(navOpened, sheetRef);
  const health: ConnectionHealth = catalogue.isError
    ? { status: 'failed', error: catalogue.error }
    : { status: catalogue.isSuccess || !searchable ? 'ok' : 'checking' };

  return (
    <AdvertiserLinksProvider connection={connection}>
      <WorkspaceShell connection={connection} answering={catalogue.isSuccess} ownAccount={ownAccount}>
        <TabSearchProvider connection={connection} platform={platform} searchable={searchable}>
          <AppHeader
            health={health}
            navOpened={navOpened}
            burgerRef={burgerRef}
            onToggleNav={onSearch ? onToggleNav : undefined}
            onOpenSettings={onOpenSettings}
            pageActions={onSearch && searchable && <TabSaveSearchButton connection={connection} platform={platform} />}
          />
          {onSearch && (
            <nav
              ref={sheetRef}
              className={frame.navbar}
              aria-label="Filters"
              id={FILTER_SHEET_ID}
              tabIndex={-1}
              data-reduce-motion
            >
              <div className={frame.filters}>
                <FilterSidebar connection={connection} platform={platform} searchable={searchable} />
              </div>
              <ShowResultsButton onClick={onCloseNav} />
            </nav>
          )}
          {/* A workspace page (a board, shared or one's own) is no search: no filters beside it. */}
          <main className={frame.main} data-without-filters={!onSearch || undefined} id={MAIN_CONTENT_ID} tabIndex={-1}>
            {viewPath !== null ? (
              <LazyWorkspacePage connection={connection} pathname={viewPath} />
            ) : (
              <PlatformTabs version={connection.version}>
                {!searchable ? (
                  <Text role="status">
                    {MEGA_NEEDS_V2}. Choose a platform tab, or connect to a v2 service in Connection settings.
                  </Text>
                ) : catalogue.isError ? (
                  <ServiceProblemAlert
                    error={catalogue.error}
                    onOpenSettings={onOpenSettings}
                    onRetry={() => catalogue.refetch()}
                  />
                ) : (
                  <SearchResults connection={connection} platform={platform} onOpenSettings={onOpenSettings} />
                )}
              </PlatformTabs>
            )}
          </main>
        </TabSearchProvider>
      </WorkspaceShell>
    </AdvertiserLinksProvider>
  );
}
