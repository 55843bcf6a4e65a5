import { useEffect } from 'react';
import type { AdSummary } from '../contract/ads';

/** Pages a link's ad is looked for in before giving up: 540 ads. */
export const MAX_PAGES_TO_FIND_AD = 30;

/** What `usePagesToAd` needs of the search's infinite query. */
export interface PagedSearch {
  pageCount: number;
  hasNextPage: boolean;
  /** A fetch runs, failed, or the ads are a previous search's: wait. */
  busy: boolean;
  fetchNextPage(): void;
}

/**
 * Loads pages of the search while the open ad needs them: until a link's ad is among the loaded
 * ones (it may be pages deep; up to `MAX_PAGES_TO_FIND_AD`), and while it is the last loaded one,
 * so ← and → always have a neighbour to go to.
 */
export function usePagesToAd(adId: number | null, ads: readonly AdSummary[], search: PagedSearch): void {
  const { pageCount, hasNextPage, busy, fetchNextPage } = search;
  const index = adId === null ? -1 : ads.findIndex((ad) => ad.id === adId);
  const needed =
    adId !== null && hasNextPage && !busy && (index < 0 ? pageCount < MAX_PAGES_TO_FIND_AD : index === ads.length - 1);
  useEffect(() => {
    if (needed) fetchNextPage();
  }, [needed, pageCount, fetchNextPage]);
}
