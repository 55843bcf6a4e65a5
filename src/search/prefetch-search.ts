import type { QueryClient } from '@tanstack/react-query';
import type { Connection } from '../client/connection';
import type { FilterGroup } from '../contract/filters';
import type { SearchPlatform } from '../contract/platforms';
import { buildSearchFields } from '../filters/engine/request-fields';
import type { FilterState } from '../filters/engine/value-model';
import { searchInfiniteQueryOptions } from './search-query';

/**
 * Starts page 1 of the search `state` gives the tab, under the key `useSearchResults` will ask
 * for, so the request need not wait for the page to render the change; fresh cached results are
 * kept as they are. A failure is left to the results' own query, which shows and retries it.
 */
export function prefetchSearch(
  queryClient: QueryClient,
  connection: Connection,
  platform: SearchPlatform,
  group: FilterGroup,
  state: FilterState,
): Promise<void> {
  const fields = buildSearchFields(group, state, connection.version);
  return queryClient.prefetchInfiniteQuery(searchInfiniteQueryOptions(connection, platform, fields));
}
