import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Stack } from '@mantine/core';
import type { AdSummary } from '../contract/ads';
import { MEGA, type SearchPlatform } from '../contract/platforms';
import { AdGrid } from '../ads/ad-grid';
import { TableViewButton } from '../ads/table/table-view-button';
import { ActiveFilterBar } from '../filters/active-filter-bar';
import { SearchHistogramSlot } from '../ads/histogram/lazy-search-histogram';
import type { AdGridHandle, AdGridProps } from '../ads/ad-grid-props';
import { selectAd, selectDensity, selectView } from '../search/search-selectors';
import type { Connection } from '../client/connection';
import { useCapability } from '../search/capabilities-query';
import { useSearchStore } from '../search/search-store-context';
import { usePagesToAd } from '../search/use-pages-to-ad';
import { useSearchFields, useSearchResults } from '../search/use-search-results';
import { narrowedTo } from '../workspace/advertiser/advertiser-link';
import { SelectionBarSlot } from '../workspace/bulk/selection-bar-slot';
import { SelectionProvider } from '../workspace/core/selection/selection-context';
import { ComparePanel } from '../workspace/compare/compare-panel';
import { ExportButton } from '../workspace/export/export-button';
import { searchExportBase } from '../workspace/core/export-file/export-name';
import type { PageReader } from '../workspace/core/export-file/collect-ads';
import type { DetailReader } from '../workspace/core/export-file/read-details';
import { ResultsTriage } from '../workspace/triage/results-triage';
import { useWithoutHidden } from '../workspace/hidden/use-without-hidden';
import { DensityButton } from './density-button';
import { describeServiceProblem } from './connection/service-problem';
import { ServiceProblemAlert } from './connection/service-problem-alert';
import { openAdOf } from './open-ad';
import { ResultsToolbar } from './results-toolbar';
import { useActiveFilters } from './use-active-filters';
import { useTabSearch, useTabTotals } from './tab-search';
import { lazyPart } from '../ui/lazy-part';
import { lazyUntilOpened } from '../ui/lazy-until-opened';
import type { AdvertiserHeaderProps } from '../workspace/advertiser/advertiser-header';
import { LazyAdDetailDrawer } from '../ads/ad-detail-drawer-part';

/** `AdvertiserHeader`, loaded the first time a search is narrowed to an advertiser or a domain. */
const LazyAdvertiserHeader = lazyUntilOpened<AdvertiserHeaderProps>(
  () => import('../workspace/advertiser/advertiser-header').then((module) => module.AdvertiserHeader),
  (props) => props.narrowed !== null,
  (props) => ({ ...props, narrowed: null }),
);

/**
 * The results table (`view=table`), its code and styles loaded the first time the table is shown:
 * a page showing the grid never carries it. Until they are there, its room says it loads.
 */
const AdTable = lazyPart(
  () => import('../ads/table/ad-table'),
  'AdTable',
  <div role="status" aria-label="Loading the table" style={{ minHeight: '50vh' }} />,
);

/** The toolbar's setter before the tab's filters are ready (its sort shows only once they are). */
const ignoreChange = () => {};

/** Props of `SearchResults`. */
export interface SearchResultsProps {
  connection: Connection;
  platform: SearchPlatform;
  onOpenSettings(): void;
}

/**
 * The active tab's results toolbar (status, sort and the matches counted on deployments that
 * count them), infinite result grid and the ad detail drawer. Results wait for the tab's catalogue.
 */
export function SearchResults({ connection, platform, onOpenSettings }: SearchResultsProps) {
  const tab = useTabSearch();
  const total = useTabTotals()?.total;
  const results = useSearchResults(connection, platform, tab.search);
  const { query, ready } = results;
  const ads = useWithoutHidden(results.ads, query.data?.pages[0]?.last_hit);
  const { fetchNextPage } = query;
  // Stable callbacks, so the memoized cards do not render again whenever the query's state changes.
  const openAd = useSearchStore((s) => s.openAd);
  const onOpenAd = useCallback((ad: AdSummary) => openAd(ad.id), [openAd]);
  // A call while a fetch is in flight joins it instead of cancelling it.
  const onLoadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const unreadable = useMemo(() => query.data?.pages.flatMap((page) => page.unreadable) ?? [], [query.data]);
  const adId = useSearchStore(selectAd);
  const density = useSearchStore(selectDensity);
  const view = useSearchStore(selectView);
  const closeAd = useSearchStore((s) => s.closeAd);
  const open = openAdOf(platform, adId, ads);
  const { prev, next } = open;
  const connectionProblem = ads.length === 0 && query.error !== null && describeServiceProblem(query.error).inSettings;

  const [compareOpened, setCompareOpened] = useState(false);
  const fields = useSearchFields(connection, tab.search);
  const histogramOffered = useCapability(connection, 'histogram');
  const readPage = useCallback<PageReader>(
    (request, options) => connection.client.search(platform, { ...request, fields: fields ?? {} }, options),
    [connection, platform, fields],
  );
  const readDetail = useCallback<DetailReader>((ad, options) => connection.client.adDetail(ad, options), [connection]);
  const grid = useRef<AdGridHandle>(null);
  const lastViewed = useRef<number | null>(null);
  useEffect(() => {
    // However the drawer closes, the grid comes back at the card of the last ad viewed in it.
    if (adId !== null) lastViewed.current = adId;
    else if (lastViewed.current !== null) {
      grid.current?.revealAd(lastViewed.current);
      lastViewed.current = null;
    }
  }, [adId]);
  const active = useActiveFilters(platform, tab.ready);
  const filtered = active !== null && active.chips.length > 0;
  const loading = !ready || query.isPending;
  const stale = query.isPlaceholderData;
  usePagesToAd(adId, ads, {
    pageCount: query.data?.pages.length ?? 0,
    hasNextPage: query.hasNextPage,
    busy: loading || stale || query.isFetching || query.isError,
    fetchNextPage: onLoadMore,
  });

  const openCompare = useCallback(() => setCompareOpened(true), []);
  // What the grid and the table alike show: the same infinite query, so the same pages and snapshot.
  const shownAds: AdGridProps = {
    ref: grid,
    ads,
    isLoading: loading || stale,
    isFetching: query.isFetching,
    isFetchingNextPage: query.isFetchingNextPage,
    hasNextPage: query.hasNextPage,
    stale,
    onLoadMore,
    onOpenAd,
    error: query.error,
    onRetry: () => (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
    showPlatform: platform === MEGA,
    unreadable,
    emptyActions: filtered ? active : undefined,
  };

  return (
    // The bulk selection belongs to this search: another search (tab, filters, sort) clears it.
    <SelectionProvider ads={ads} searchKey={`${platform} ${JSON.stringify(fields)}`}>
      <Stack gap="md">
        <LazyAdvertiserHeader connection={connection} narrowed={narrowedTo(tab.search?.state)} />
        <ResultsToolbar
          group={tab.ready?.group}
          state={tab.ready?.state}
          version={connection.version}
          progress={{ count: ads.length, loading: loading || stale, hasNextPage: query.hasNextPage, total }}
          onChange={tab.ready?.setFilter ?? ignoreChange}
          actions={
            <>
              <TableViewButton />
              {view === 'grid' && <DensityButton />}
              {!stale && (
                <ExportButton
                  pages={query.data?.pages ?? []}
                  read={readPage}
                  readDetail={readDetail}
                  name={{ platform, chips: active?.chips ?? [] }}
                />
              )}
            </>
          }
        />
        {filtered && <ActiveFilterBar chips={active.chips} onRemove={active.remove} onClearAll={active.onClearAll} />}
        {!connectionProblem && (
          <SearchHistogramSlot
            connection={connection}
            platform={platform}
            fields={fields}
            lastHit={stale ? undefined : query.data?.pages[0]?.last_hit}
            filters={tab.ready}
            offered={histogramOffered}
          />
        )}
        {connectionProblem ? (
          <ServiceProblemAlert error={query.error} onOpenSettings={onOpenSettings} onRetry={() => query.refetch()} />
        ) : view === 'table' ? (
          <AdTable
            {...shownAds}
            group={tab.ready?.group}
            state={tab.ready?.state}
            version={connection.version}
            onFilterChange={tab.ready?.setFilter}
          />
        ) : (
          <AdGrid {...shownAds} density={density} />
        )}
        <SelectionBarSlot
          onOpenCompare={openCompare}
          readDetail={readDetail}
          exportBase={searchExportBase(platform, active?.chips ?? [])}
        />
        <ResultsTriage grid={grid} onOpenAd={onOpenAd} onOpenCompare={openCompare} />
        <ComparePanel
          connection={connection}
          opened={compareOpened}
          onOpen={() => setCompareOpened(true)}
          onClose={() => setCompareOpened(false)}
        />
        <LazyAdDetailDrawer
          connection={connection}
          ad={open.ad}
          onClose={closeAd}
          onPrev={prev && (() => openAd(prev.id))}
          onNext={next && (() => openAd(next.id))}
        />
      </Stack>
    </SelectionProvider>
  );
}
