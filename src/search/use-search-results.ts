import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Connection } from '../client/connection';
import type { SearchPlatform } from '../contract/platforms';
import { buildSearchFields } from '../filters/engine/request-fields';
import { searchInfiniteQueryOptions } from './search-query';
import { uniqueAds } from './unique-ads';
import type { TabFilters } from './use-tab-filters';

/** The wire fields the tab searches with; null until `useTabFilters` says what it searches with. */
export function useSearchFields(connection: Connection, search: TabFilters['search']) {
  return useMemo(
    () => (search ? buildSearchFields(search.group, search.state, connection.version) : null),
    [search, connection.version],
  );
}

/** Whether two search keys are of one connection and platform (`['search', connection, platform, fields]`). */
const sameTab = (a: readonly unknown[], b: readonly unknown[]) => a[1] === b[1] && a[2] === b[2];

/**
 * The active tab's search as an infinite query, sent with what `useTabFilters` says the tab
 * searches with; without it nothing is sent. `ads` holds every loaded page, each ad once; while
 * a changed search is on its way they are the previous search's, and `query.isPlaceholderData` is true.
 */
export function useSearchResults(connection: Connection, platform: SearchPlatform, search: TabFilters['search']) {
  const fields = useSearchFields(connection, search);
  const options = searchInfiniteQueryOptions(connection, platform, fields ?? {});
  const query = useInfiniteQuery({
    ...options,
    enabled: fields !== null,
    // A changed search keeps showing the tab's previous results (marked placeholder) until its own arrive.
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameTab(previousQuery.queryKey, options.queryKey) ? previous : undefined,
  });
  const ads = useMemo(() => uniqueAds(query.data?.pages ?? []), [query.data]);
  return { query, ads, ready: fields !== null };
}
