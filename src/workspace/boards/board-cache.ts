import type { InfiniteData } from '@tanstack/react-query';
import type { AdSummary } from '../../contract/ads';
import type { Board, BoardAdsPage } from '../../contract/extensions/boards';

// A board page's changes to the loaded boards and ads, made at once while the service is asked.

/** A board's loaded pages without `ad` (taken off the board). */
export function withoutAd<P>(
  data: InfiniteData<BoardAdsPage, P> | undefined,
  ad: Pick<AdSummary, 'platform' | 'id'>,
): InfiniteData<BoardAdsPage, P> | undefined {
  if (!data) return data;
  const other = (saved: AdSummary) => saved.platform !== ad.platform || saved.id !== ad.id;
  return { ...data, pages: data.pages.map((page) => ({ ...page, ads: page.ads.filter((saved) => other(saved.ad)) })) };
}

/** The boards with board `id` renamed `name`. */
export function withBoardName(boards: Board[] | undefined, id: number, name: string): Board[] | undefined {
  return boards?.map((board) => (board.id === id ? { ...board, name } : board));
}

/** The boards with one ad less on board `id`. */
export function withOneAdLess(boards: Board[] | undefined, id: number): Board[] | undefined {
  return boards?.map((board) => (board.id === id ? { ...board, ads_count: Math.max(0, board.ads_count - 1) } : board));
}
