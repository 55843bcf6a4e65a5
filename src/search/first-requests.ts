import type { QueryClient } from '@tanstack/react-query';
import type { Connection } from '../client/connection';
import { capabilitiesQueryOptions } from './capabilities-query';
import { filtersQueryOptions } from './filters-query';
import { prefetchSearch } from './prefetch-search';
import { decodeSlotParams, type SearchStore } from './search-store';

/**
 * Sends the open tab's first requests without waiting for the page to render: its catalogue and
 * the deployment's capabilities at once and, as soon as the catalogue answers, page 1 of the
 * search its link parameters decode to (the catalogue gives the link's terms their meaning and
 * the body its defaults). All land in the cache under the keys the components ask for (hydration
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
  void queryClient.prefetchQuery(capabilitiesQueryOptions(connection));
  await queryClient.prefetchQuery(catalogue);
  const group = queryClient.getQueryData(catalogue.queryKey);
  if (!group) return;
  await prefetchSearch(queryClient, connection, platform, group, decodeSlotParams(group, slot.params).state);
}
