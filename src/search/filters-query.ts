import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SearchPlatform } from '../contract/platforms';
import type { Connection } from '../client/connection';
import type { SeedCatalogue } from './search-store';

/** A platform's filter catalogue, cached per connection; it changes rarely, so it stays fresh for 10 minutes. */
export function filtersQueryOptions(connection: Connection, platform: SearchPlatform) {
  return queryOptions({
    queryKey: ['filters', connection.id, platform] as const,
    queryFn: ({ signal }) => connection.client.filters(platform, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** `platform`'s catalogue as `queryClient` already holds it for `connection`, to seed a search store with. */
export function cachedCatalogue(
  queryClient: QueryClient,
  connection: Connection,
  platform: SearchPlatform,
): SeedCatalogue | undefined {
  const group = queryClient.getQueryData(filtersQueryOptions(connection, platform).queryKey);
  return group && { group, connectionId: connection.id };
}
