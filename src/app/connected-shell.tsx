import type { Ref } from 'react';
import { Box, Button, Text } from '@mantine/core';
import { selectAd, selectPlatform } from '../search/search-selectors';
import type { Connection } from '../client/connection';
import { useAddressPath } from '../search/address';
import { canSearch } from '../search/can-search';
import { useSearchStore } from '../search/search-store-context';
import { isViewPath } from '../search/view-paths';
import { LazyWorkspacePage } from '../workspace/lazy-workspace-page';
import { WorkspaceShell } from '../workspace/workspace-shell';
import { useSearchTotals } from '../search/search-totals';
import { useTabFilters } from '../search/use-tab-filters';
import { AdvertiserLinksProvider } from '../workspace/advertiser/advertiser-links-provider';
import { useSearchFields } from '../search/use-search-results';
import { SaveSearchButton } from '../workspace/save-search-button';
import { AppHeader } from './app-header';
import type { ConnectionHealth } from './connection/connection-status';
import { ServiceProblemAlert } from './connection/service-problem-alert';
import { documentTitle } from './document-title';
import { FILTER_SHEET_ID } from './filter-sheet-id';
import { FilterSidebar } from './filter-sidebar';
import { tabCounts } from './platform-counts';
import { MEGA_NEEDS_V2, PlatformTabs } from './platform-tabs';
import { SearchResults } from './search-results';
import { MAIN_CONTENT_ID } from './skip-link';
import frame from './page-frame.module.css';
import { useDocumentTitle } from './use-document-title';

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

/** Header, filter navbar and results of the active tab, over a working client. */
export function ConnectedShell({
  connection,
  navOpened,
  burgerRef,
  onToggleNav,
  onCloseNav,
  onOpenSettings,
}: ConnectedShellProps) {
  const platform = useSearchStore(selectPlatform);
  const ad = useSearchStore(selectAd);
  const pathname = useAddressPath();
  const searchable = canSearch(platform, connection.version);
  const tab = useTabFilters(connection, platform, searchable);
  const { catalogue } = tab;
  const totals = useSearchTotals(connection, platform, tab.search);
  useDocumentTitle(documentTitle({ platform, filters: tab.ready ?? tab.search, ad }));
  const fields = useSearchFields(connection, tab.search);
  const onSearch = !isViewPath(pathname);
  const health: ConnectionHealth = catalogue.isError
    ? { status: 'failed', error: catalogue.error }
    : { status: catalogue.isSuccess || !searchable ? 'ok' : 'checking' };

  return (
    <AdvertiserLinksProvider connection={connection}>
      <WorkspaceShell connection={connection} answering={catalogue.isSuccess}>
        <AppHeader
          health={health}
          navOpened={navOpened}
          burgerRef={burgerRef}
          onToggleNav={onToggleNav}
          onOpenSettings={onOpenSettings}
          pageActions={onSearch && searchable && <SaveSearchButton platform={platform} fields={fields} />}
        />
        <nav className={frame.navbar} aria-label="Filters" id={FILTER_SHEET_ID}>
          <div className={frame.filters}>
            <FilterSidebar
              connection={connection}
              platform={platform}
              tab={tab}
              searchable={searchable}
              platformCounts={totals?.totals_by_platform}
            />
          </div>
          <Box hiddenFrom="sm" pt="sm">
            <Button fullWidth onClick={onCloseNav}>
              Show results
            </Button>
          </Box>
        </nav>
        <main className={frame.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
          {!onSearch ? (
            <LazyWorkspacePage connection={connection} pathname={pathname} />
          ) : (
            <PlatformTabs version={connection.version} counts={tabCounts(platform, totals)}>
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
                <SearchResults
                  connection={connection}
                  platform={platform}
                  tab={tab}
                  total={totals?.total}
                  onOpenSettings={onOpenSettings}
                />
              )}
            </PlatformTabs>
          )}
        </main>
      </WorkspaceShell>
    </AdvertiserLinksProvider>
  );
}
