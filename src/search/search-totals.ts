import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { Connection } from '../client/connection';
import type { ReadSearchPage } from '../contract/ads';
import { searchTotalsSchema, type SearchTotals } from '../contract/extensions/totals';
import type { SearchPlatform } from '../contract/platforms';
import { useCapability } from './capabilities-query';
import { searchInfiniteQueryOptions } from './search-query';
import { useSearchFields } from './use-search-results';
import type { TabFilters } from './use-tab-filters';

/** The counts page 1 of a search carries (`totals` extension); undefined without them or when they do not parse. */
export function totalsOf(data: InfiniteData<ReadSearchPage> | undefined): SearchTotals | undefined {
  const parsed = searchTotalsSchema.safeParse(data?.pages[0]);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The counts of the tab's search, read from the same query as its results (no request of its
 * own), while the deployment lists `totals`; the caller renders again only when they change.
 */
export function useSearchTotals(
  connection: Connection,
  platform: SearchPlatform,
  search: TabFilters['search'],
): SearchTotals | undefined {
  const offered = useCapability(connection, 'totals');
  const fields = useSearchFields(connection, search);
  const { data } = useInfiniteQuery({
    ...searchInfiniteQueryOptions(connection, platform, fields ?? {}),
    enabled: offered && fields !== null,
    select: totalsOf,
  });
  return offered ? data : undefined;
}
