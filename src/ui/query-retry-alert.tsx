import type { UseQueryResult } from '@tanstack/react-query';
import { RetryAlert } from './retry-alert';

/** Props of {@link QueryRetryAlert}. */
export interface QueryRetryAlertProps {
  /** The page's query; nothing renders unless it failed. */
  query: Pick<UseQueryResult, 'isError' | 'error' | 'isFetching' | 'refetch'>;
  /** What could not be loaded, e.g. "Could not load your boards". */
  title: string;
}

/**
 * A page's list that failed to load, in its place: what failed, why, and Retry. Without it a
 * failed list reads as an empty one.
 */
export function QueryRetryAlert({ query, title }: QueryRetryAlertProps) {
  if (!query.isError) return null;
  return (
    <RetryAlert
      title={title}
      message={query.error?.message ?? 'The service did not answer.'}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  );
}
