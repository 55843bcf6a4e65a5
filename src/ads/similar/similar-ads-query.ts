import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Connection } from '../../client/connection';
import { similarAds } from '../../client/extensions/similar-api';
import type { SimilarReason } from '../../contract/extensions/similar';
import type { AdRef } from '../ad-ref';

/** Where the next page of a list starts: its number, in the snapshot page 1 answered. */
interface SimilarPageParam {
  page: number;
  lastHit?: number;
}

/**
 * One reason's list of an ad's similar ads as an infinite query, page after page in the snapshot
 * of its first; keyed by the connection, so two connections never share them. Its first page also
 * counts the list, which is what the drawer's entry for it says.
 */
export function similarAdsQueryOptions(connection: Connection, { platform, id }: AdRef, reason: SimilarReason) {
  // The connection's `id` names its client in every query key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return infiniteQueryOptions({
    queryKey: ['similar-ads', connection.id, platform, id, reason] as const,
    queryFn: ({ pageParam, signal }) =>
      similarAds(
        connection.client,
        { platform, id, reason, page: pageParam.page, lastHit: pageParam.lastHit },
        { signal },
      ),
    initialPageParam: { page: 1 } as SimilarPageParam,
    getNextPageParam: (last): SimilarPageParam | undefined =>
      last.has_next_page ? { page: last.current_page + 1, lastHit: last.last_hit } : undefined,
    staleTime: 5 * 60_000,
  });
}
