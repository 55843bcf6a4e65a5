import { formatCount, formatInteger } from '../ads/format-number';
import type { Total } from '../contract/extensions/totals';

/** What the results toolbar says of the loaded results. */
export interface ResultsProgress {
  /** Ads loaded so far. */
  count: number;
  /** The first page is still on its way. */
  loading: boolean;
  /** The service has more pages after the loaded ones. */
  hasNextPage: boolean;
  /** The ads the search matches, on deployments that count them (`totals`). */
  total?: Total;
}

/**
 * A short line on how far the results go: with a total "1,234 ads · 54 loaded", "10,000+ ads · 18
 * loaded", "12 ads · all loaded"; without one "54 ads loaded · more below", "12 ads loaded · end of results".
 */
export function resultsStatus({ count, loading, hasNextPage, total }: ResultsProgress): string {
  if (loading) return 'Searching…';
  if (count === 0) return 'No ads';
  if (total) {
    return `${formatCount(total, 'ad', 'ads')} · ${hasNextPage ? `${formatInteger(count)} loaded` : 'all loaded'}`;
  }
  return `${formatCount({ value: count, relation: 'eq' }, 'ad', 'ads')} loaded · ${hasNextPage ? 'more below' : 'end of results'}`;
}
