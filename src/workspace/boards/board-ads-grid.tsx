import { useCallback, useMemo, useState } from 'react';
import type { useInfiniteQuery } from '@tanstack/react-query';
import type { Connection } from '../../client/connection';
import type { AdSummary } from '../../contract/ads';
import type { BoardAdsPage } from '../../contract/extensions/boards';
import { AdGrid } from '../../ads/ad-grid';
import { formatSearchLocation } from '../../search/search-location';
import { LazyAdDetailDrawer } from '../../ads/ad-detail-drawer-part';

/** Props of {@link BoardAdsGrid}. */
export interface BoardAdsGridProps {
  connection: Connection;
  /** The board's ads as an infinite query (the owner's or a shared board's). */
  query: ReturnType<
    typeof useInfiniteQuery<BoardAdsPage, Error, { pages: BoardAdsPage[] }, readonly unknown[], number>
  >;
  /**
   * Whether the drawer's Copy link copies the open ad over its platform's search (the owner's
   * board) rather than this page (a shared board, whose reader may have no key); default false.
   */
  linkAdsToSearch?: boolean;
}

/** A board's ads in the search's grid and detail drawer (← and → move through the board). */
export function BoardAdsGrid({ connection, query, linkAdsToSearch = false }: BoardAdsGridProps) {
  const ads = useMemo(() => query.data?.pages.flatMap((page) => page.ads.map((saved) => saved.ad)) ?? [], [query.data]);
  const [openId, setOpenId] = useState<string | null>(null);
  const index = ads.findIndex((ad) => `${ad.platform}:${ad.id}` === openId);
  const open = index >= 0 ? ads[index] : undefined;
  const prev = index > 0 ? ads[index - 1] : undefined;
  const next = index >= 0 ? ads[index + 1] : undefined;
  const onOpenAd = useCallback((ad: AdSummary) => setOpenId(`${ad.platform}:${ad.id}`), []);
  const { fetchNextPage } = query;
  const onLoadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  return (
    <>
      <AdGrid
        ads={ads}
        isLoading={query.isPending}
        isFetching={query.isFetching}
        isFetchingNextPage={query.isFetchingNextPage}
        hasNextPage={query.hasNextPage}
        onLoadMore={onLoadMore}
        onOpenAd={onOpenAd}
        error={query.error}
        onRetry={() => void query.refetch()}
        showPlatform
      />
      <LazyAdDetailDrawer
        connection={connection}
        ad={open ? { platform: open.platform, id: open.id } : null}
        onClose={() => setOpenId(null)}
        onPrev={prev && (() => onOpenAd(prev))}
        onNext={next && (() => onOpenAd(next))}
        link={
          linkAdsToSearch && open
            ? {
                href: formatSearchLocation(open.platform, new URLSearchParams(), open.id),
                opens: 'this ad over its platform’s search',
              }
            : undefined
        }
      />
    </>
  );
}
