import { createContext, use, useContext, type ReactNode } from 'react';
import type { Connection } from '../client/connection';
import type { SearchTotals } from '../contract/extensions/totals';
import { MEGA, type SearchPlatform } from '../contract/platforms';
import { selectAd } from '../search/search-selectors';
import { useSearchStore } from '../search/search-store-context';
import { useSearchTotals } from '../search/search-totals';
import { useTabFilters, type TabFilters } from '../search/use-tab-filters';
import { documentTitle } from './document-title';
import { useDocumentTitle } from './use-document-title';

const TabFiltersContext = createContext<TabFilters | null>(null);
const TabTotalsContext = createContext<SearchTotals | undefined>(undefined);

/** Props of {@link TabSearchProvider}. */
export interface TabSearchProviderProps {
  connection: Connection;
  platform: SearchPlatform;
  /** False when the connected layout cannot search this tab (`mega` on v1): nothing is asked. */
  searchable: boolean;
  children: ReactNode;
}

/**
 * Holds the active tab's filters and the counts of its search, and names the page after them.
 * A filter change renders this provider and the parts that read it ({@link useTabSearch},
 * {@link useTabTotals}), not the page around them: its header, tabs and frame are the same
 * elements as before, so React leaves them alone.
 */
export function TabSearchProvider({ connection, platform, searchable, children }: TabSearchProviderProps) {
  const tab = useTabFilters(connection, platform, searchable);
  const ad = useSearchStore(selectAd);
  useDocumentTitle(documentTitle({ platform, filters: tab.ready ?? tab.search, ad }));
  return (
    <TabFiltersContext value={tab}>
      <TabTotalsProvider connection={connection} platform={platform} search={tab.search}>
        {children}
      </TabTotalsProvider>
    </TabFiltersContext>
  );
}

/** Props of {@link TabTotalsProvider}. */
interface TabTotalsProviderProps {
  connection: Connection;
  platform: SearchPlatform;
  search: TabFilters['search'];
  children: ReactNode;
}

/** Holds the counts of the tab's search apart from its filters: new counts render only the parts that show them. */
function TabTotalsProvider({ connection, platform, search, children }: TabTotalsProviderProps) {
  return <TabTotalsContext value={useSearchTotals(connection, platform, search)}>{children}</TabTotalsContext>;
}

/** The active tab's filters, from the {@link TabSearchProvider} above. */
export function useTabSearch(): TabFilters {
  const tab = useContext(TabFiltersContext);
  if (!tab) throw new Error('useTabSearch needs a TabSearchProvider above it');
  return tab;
}

/** The counts of the active tab's search (`totals`), undefined while unknown or not offered. */
export function useTabTotals(): SearchTotals | undefined {
  return useContext(TabTotalsContext);
}

/**
 * The counts of Mega's search (its matches per platform, for its tabs and platform options), read
 * only on Mega: on another tab the context is not read at all (`use` may be skipped), so a new
 * search there does not render the parts that show Mega's counts.
 */
export function useMegaTotals(platform: SearchPlatform): SearchTotals | undefined {
  return platform === MEGA ? use(TabTotalsContext) : undefined;
}
