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

/**
 * The active tab's search as an infinite query, sent with what `useTabFilters` says the tab
 * searches with; without it nothing is sent. `ads` holds every loaded page, each ad once.
 */
export function useSearchResults(connection: Connection, platform: SearchPlatform, search: TabFilters['search']) {
  const fields = useSearchFields(connection, search);
  const query = useInfiniteQuery({
    ...searchInfiniteQueryOptions(connection, platform, fields ?? {}),
    enabled: fields !== null,
  });
  const ads = useMemo(() => uniqueAds(query.data?.pages ?? []), [query.data]);
  return { query, ads, ready: fields !== null };
}
