import { Box } from '@mantine/core';
import { useDeferredValue, useEffect, type CSSProperties } from 'react';
import { AdCardSkeleton } from './ad-card-skeleton';
import type { AdGridProps } from './ad-grid-props';
import classes from './ad-grid.module.css';
import { columnCount, GRID_LAYOUTS } from './grid-layout';
import { EndOfResults, LoadError } from './grid-messages';
import { gridState } from './grid-state';
import { useLaidOutWidth } from './use-laid-out-width';
import { VirtualAdRows } from './virtual-ad-rows';
import { useHydrated } from '../ui/hydration';
import { lazyPart } from '../ui/lazy-part';

/** `NoResults`, loaded the first time a search matches nothing: a page of results does not carry it. */
const LazyNoResults = lazyPart(() => import('./no-results'), 'NoResults');

/** `UnreadableAds`, loaded the first time the service sends an ad this explorer cannot read. */
const LazyUnreadableAds = lazyPart(() => import('./unreadable-ads'), 'UnreadableAds');

function gridStyle(columns: number | undefined, gap: number): CSSProperties {
  return { '--grid-columns': columns, '--grid-gap': `${gap}px` } as CSSProperties;
}

/**
 * Ads as a responsive grid that scrolls with the page: only rows near the viewport are in the
 * DOM, the column count follows the grid's width, and the next page is fetched ahead of need.
 * Shows skeletons, an empty state, errors with Retry, and an end-of-results marker.
 */
export function AdGrid(props: AdGridProps) {
  const { ads, onRetry, unreadable = [], emptyActions, density = 'comfortable' } = props;
  const hydrated = useHydrated();
  const { ref: sizeRef, width: measuredWidth } = useLaidOutWidth<HTMLDivElement>();
  // Where nothing is laid out (before the first layout effect, or without layout) the window's
  // width is the best guess; on the server and while hydrating, the stylesheet fits the columns.
  const width = measuredWidth || (hydrated ? window.innerWidth : 0);
  const laidOutColumns = width > 0 ? columnCount(width, density) : undefined;
  // The first screen the server drew gives way to the window's rows in an interruptible render of
  // its own: switched in the render that follows hydration's commit, which React runs at once, it
  // held the page (and the filter panel's hydration behind it) for 100-200 ms. Once the window's
  // rows show, a new column count applies at once.
  const deferredColumns = useDeferredValue(laidOutColumns);
  const columns = deferredColumns === undefined ? undefined : laidOutColumns;
  const state = gridState({ ...props, count: ads.length });
  useEffect(() => {
    // The compact cards' stylesheet loads the first time a grid is compact, never in the first load.
    if (density === 'compact') void import('./compact-cards.css');
  }, [density]);

  return (
    <Box ref={sizeRef} style={gridStyle(columns, GRID_LAYOUTS[density].gap)} data-density={density}>
      {unreadable.length > 0 && <LazyUnreadableAds ads={unreadable} />}
      {state.kind === 'loading' && <SkeletonRows columns={columns} rows={2} />}
      {state.kind === 'error' && <LoadError error={state.error} onRetry={onRetry} />}
      {state.kind === 'empty' && <LazyNoResults actions={emptyActions} />}
      {state.kind === 'results' && (
        <>
          <VirtualAdRows {...props} width={width} columns={columns} density={density} />
          <div className={classes.footer}>
            {state.footer.kind === 'fetching' && <SkeletonRows columns={columns} rows={1} />}
            {state.footer.kind === 'error' && <LoadError error={state.footer.error} onRetry={onRetry} nextPage />}
            {state.footer.kind === 'end' && <EndOfResults count={state.footer.count} />}
          </div>
        </>
      )}
    </Box>
  );
}

// Skeletons show only in the browser (a page is rendered on the server with its ads), where the
// column count is known.
function SkeletonRows({ columns = 1, rows }: { columns: number | undefined; rows: number }) {
  return (
    <div className={classes.grid} aria-label="Loading ads" role="status">
      {Array.from({ length: columns * rows }, (_, index) => (
        <AdCardSkeleton key={index} />
      ))}
    </div>
  );
}
