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

/** The app's query client: results stay cached while tabs switch; only transient failures are retried. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 30 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !isPermanent(error) && failures < 2,
      },
    },
  });
}
