import { QueryClient } from '@tanstack/react-query';
import { isAdsClientError } from '../client/errors';

/** Failures that another attempt cannot fix: the service said no, or the answer is not the service's. */
function isPermanent(error: unknown): boolean {
  return (
    isAdsClientError(error, 'api') ||
    isAdsClientError(error, 'unexpected_response') ||
    isAdsClientError(error, 'config')
  );
}

/**
 * A request that ran out its whole timeout: the service took it and did not answer. Trying again
 * would keep the page waiting another timeout for the same silence; the page offers Retry instead.
 */
const isTimeout = (error: unknown) => isAdsClientError(error, 'timeout');

/**
 * The app's query client: results stay cached while tabs switch; only transient failures are
 * retried, so a hung service turns into an error with Retry after one request's timeout.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 30 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !isPermanent(error) && !isTimeout(error) && failures < 2,
      },
    },
  });
}
