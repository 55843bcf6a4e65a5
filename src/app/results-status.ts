import { formatInteger } from '../ads/format-number';

/** What the results toolbar says of the loaded results. */
export interface ResultsProgress {
  /** Ads loaded so far. */
  count: number;
  /** The first page is still on its way. */
  loading: boolean;
  /** The service has more pages after the loaded ones. */
  hasNextPage: boolean;
}

/** A short line on how far the results go: "54 ads loaded · more below", "12 ads loaded · end of results". */
export function resultsStatus({ count, loading, hasNextPage }: ResultsProgress): string {
  if (loading) return 'Searching…';
  if (count === 0) return 'No ads';
  const loaded = `${formatInteger(count)} ${count === 1 ? 'ad' : 'ads'}`;
  return `${loaded} loaded · ${hasNextPage ? 'more below' : 'end of results'}`;
}
