import { queryOptions } from '@tanstack/react-query';
import type { Connection } from '../client/connection';
import { isAdsClientError } from '../client/errors';
import type { AdRef } from './ad-ref';

/** True when the service says the ad does not exist (1006, HTTP 404). */
export function isAdNotFound(error: unknown): boolean {
  return isAdsClientError(error, 'api') && error.status === 404;
}

/** Only a lost connection or a timeout may go away by itself; any answer is shown, Retry is the user's. */
function shouldRetry(failures: number, error: Error): boolean {
  return (isAdsClientError(error, 'network') || isAdsClientError(error, 'timeout')) && failures < 2;
}

/**
 * The detail of one ad as a query, keyed by the connection's id so two connections never share
 * cached details. The client normalises the v1 and v2 shapes and parses with the contract's schema.
 */
export function adDetailQueryOptions(connection: Connection, { platform, id }: AdRef) {
  return queryOptions({
    queryKey: ['ad-detail', connection.id, platform, id] as const,
    queryFn: ({ signal }) => connection.client.adDetail({ platform, id }, { signal }),
    staleTime: 5 * 60_000,
    retry: shouldRetry,
  });
}
