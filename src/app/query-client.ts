import { QueryClient } from '@tanstack/react-query';
import { askAgainAfter, isAdsClientError } from '../client/errors';
import { RESULT_CODES } from '../contract/error-codes';

/** The service's database is down or restarting (1013): the service asks to be asked again. */
const isUnavailable = (error: unknown) =>
  isAdsClientError(error, 'api') && error.code === RESULT_CODES.unavailable.code;

/** Failures that another attempt cannot fix: the service said no, or the answer is not the service's. */
function isPermanent(error: unknown): boolean {
  return (
    (isAdsClientError(error, 'api') && !isUnavailable(error)) ||
    isAdsClientError(error, 'unexpected_response') ||
    isAdsClientError(error, 'config')
  );
}

/**
 * A request that ran out its whole timeout: the service took it and did not answer. Trying again
 * would keep the page waiting another timeout for the same silence; the page offers Retry instead.
 */
const isTimeout = (error: unknown) => isAdsClientError(error, 'timeout');

/** TanStack Query's own pause before attempt `failures + 1`: 1 s, doubling, at most 30 s. */
const backOff = (failures: number) => Math.min(1000 * 2 ** failures, 30_000);

/**
 * The app's query client: results stay cached while tabs switch; only transient failures are
 * retried, so a hung service turns into an error with Retry after one request's timeout, and a
 * database restarting behind the service is waited out as its `Retry-After` says.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 30 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !isPermanent(error) && !isTimeout(error) && failures < 2,
        retryDelay: (failures, error) => {
          const seconds = askAgainAfter(error);
          return seconds === undefined ? backOff(failures) : seconds * 1000;
        },
      },
    },
  });
}
