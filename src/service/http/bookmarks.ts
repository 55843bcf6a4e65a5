import type { BoardStore } from '../board-store';
import type { TotalsOf } from './operations/totals/search-totals';

/** What v2 searches and details add on a deployment with the extensions. */
export interface SearchExtras {
  /**
   * Marks `is_bookmarked` from the key's boards: a detail through this port, a search page by the
   * ads store in the page's own read (`SearchQuery.bookmarkedFor`), as boards share its database.
   */
  bookmarks?: Bookmarks;
  /** Leaves out what the key hides. */
  hidden?: boolean;
  /** Counts page 1 (`totals` extension). */
  totals?: TotalsOf;
  /** Summaries and details carry `first_seen_at` and `last_seen_at` (`seen_at` extension). */
  seenAt?: boolean;
}

/** Where `is_bookmarked` comes from: the key's boards, on deployments with the `boards` extension. */
export type Bookmarks = Pick<BoardStore, 'bookmarked'>;

/** `ads` with `is_bookmarked` true exactly for those on one of the key's boards; unchanged without `bookmarks`. */
export async function markBookmarked<Ad extends { id: number; is_bookmarked: boolean }>(
  ads: Ad[],
  keyId: number,
  bookmarks: Bookmarks | undefined,
): Promise<Ad[]> {
  if (!bookmarks) return ads;
  const saved = await bookmarks.bookmarked(
    keyId,
    ads.map((ad) => ad.id),
  );
  return ads.map((ad) => ({ ...ad, is_bookmarked: saved.has(ad.id) }));
}
