import type { QueryClient } from '@tanstack/react-query';
import type { Connection } from '../client/connection';
import { buildSearchFields } from '../filters/engine/request-fields';
import { filtersQueryOptions } from './filters-query';
import { searchInfiniteQueryOptions } from './search-query';
import { decodeSlotParams, type SearchStore } from './search-store';

/**
 * Sends the open tab's first two requests without waiting for the page to render: its catalogue
 * at once and, as soon as that answers, page 1 of the search its link parameters decode to. Both
 * land in the cache under the keys `useTabFilters` and `useSearchResults` ask for (hydration
 * stores the very state decoded here), so the components find them there or join them in flight.
 * A failure is left to the components' own queries, which show and retry it.
 */
export async function startFirstRequests(
  queryClient: QueryClient,
  connection: Connection,
  store: SearchStore,
): Promise<void> {
  const { platform, slots } = store.getState();
  const slot = slots[platform];
  if (!slot) return;
  const catalogue = filtersQueryOptions(connection, platform);
  await queryClient.prefetchQuery(catalogue);
  const group = queryClient.getQueryData(catalogue.queryKey);
  if (!group) return;
  const fields = buildSearchFields(group, decodeSlotParams(group, slot.params).state, connection.version);
  await queryClient.prefetchInfiniteQuery(searchInfiniteQueryOptions(connection, platform, fields));
}
