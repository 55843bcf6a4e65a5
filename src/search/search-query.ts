import { infiniteQueryOptions } from '@tanstack/react-query';
import type { SearchPage } from '../contract/ads';
import type { SearchPlatform } from '../contract/platforms';
import type { Connection } from '../client/connection';

/** The page a search fetch asks for: page 1 has no `last_hit`; later pages carry page 1's. */
export interface SearchPageParam {
  page: number;
  last_hit?: number;
}

/**
 * One search as an infinite query. The whole request (connection, platform, wire fields) is the
 * key, so a changed filter is a new query and TanStack aborts the old one through `signal`.
 * Every later page sends the FIRST page's `last_hit` unchanged (DESIGN §4 snapshot pagination).
 */
export function searchInfiniteQueryOptions(
  connection: Connection,
  platform: SearchPlatform,
  fields: Record<string, unknown>,
) {
  return infiniteQueryOptions({
    queryKey: ['search', connection.id, platform, fields] as const,
    queryFn: ({ pageParam, signal }) => connection.client.search(platform, { ...pageParam, fields }, { signal }),
    initialPageParam: { page: 1 } as SearchPageParam,
    getNextPageParam: (last: SearchPage, pages: SearchPage[]): SearchPageParam | undefined =>
      last.has_next_page ? { page: last.current_page + 1, last_hit: pages[0]?.last_hit ?? last.last_hit } : undefined,
  });
}
