import { notifyManager, QueryClient } from '@tanstack/react-query';
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
 * The app's query client: results stay cached while tabs switch; only transient failures are
 * retried. Its answers reach the components in the task that received them: TanStack Query's
 * notifications (one scheduler for every client of the page) wait for a timer by default, and on
 * a busy page that timer runs after the next frame, so a changed search's cards painted a frame
 * late.
 */
export function createAppQueryClient(): QueryClient {
  notifyManager.setScheduler(queueMicrotask);
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
