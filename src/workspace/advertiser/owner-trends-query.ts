import { queryOptions } from '@tanstack/react-query';
import type { Connection } from '../../client/connection';
import { ownerTrends } from '../../client/extensions/trends-api';
import type { DateInterval } from '../../contract/extensions/date-interval';

/** An advertiser's trends (`GET /owners/{id}/trends`, v2 `trends`) at a new snapshot, keyed by the connection's id. */
export function ownerTrendsQueryOptions(connection: Connection, owner: number, interval: DateInterval) {
  // The connection's `id` names its client in every query key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: ['owner-trends', connection.id, owner, interval] as const,
    queryFn: ({ signal }) => ownerTrends(connection.client, owner, interval, { signal }),
    staleTime: 5 * 60_000,
  });
}
