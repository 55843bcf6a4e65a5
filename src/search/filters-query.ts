import { queryOptions } from '@tanstack/react-query';
import type { SearchPlatform } from '../contract/platforms';
import type { Connection } from '../client/connection';

/** A platform's filter catalogue, cached per connection; it changes rarely, so it stays fresh for 10 minutes. */
export function filtersQueryOptions(connection: Connection, platform: SearchPlatform) {
  return queryOptions({
    queryKey: ['filters', connection.id, platform] as const,
    queryFn: ({ signal }) => connection.client.filters(platform, { signal }),
    staleTime: 10 * 60_000,
  });
}
