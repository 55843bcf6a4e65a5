import { queryOptions } from '@tanstack/react-query';
import type { Connection } from '../../client/connection';
import { ownerProfile } from '../../client/extensions/owners-api';

/** An advertiser's profile (`GET /owners/{id}`, v2 `owners`), keyed by the connection's id. */
export function ownerProfileQueryOptions(connection: Connection, owner: number) {
  // The connection's `id` names its client in every query key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: ['owner-profile', connection.id, owner] as const,
    queryFn: ({ signal }) => ownerProfile(connection.client, owner, { signal }),
    staleTime: 5 * 60_000,
  });
}
