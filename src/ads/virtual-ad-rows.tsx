import { memo, useDeferredValue, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { AdSummary } from '../contract/ads';
import type { GridDensity } from '../search/grid-density';
import { AdCard } from './ad-card';
import type { AdGridProps, GridStep } from './ad-grid-props';
import classes from './ad-grid.module.css';
import { estimatedRowHeight, overscanRows, rowSlice } from './grid-layout';
import { useLoadAhead } from './use-load-ahead';
import { scrollToMiddle, useWindowRows } from './use-window-rows';

/** Props of {@link VirtualAdRows}: the grid's props plus its measured layout. */
export interface VirtualAdRowsProps extends AdGridProps {
  /** Width of the grid in CSS pixels. */
  width: number;
  columns: number;
  density: GridDensity;
}

/** Props of {@link AdRow}. */
interface AdRowProps {
  ads: AdSummary[];
  index: number;
  columns: number;
  onOpenAd: (ad: AdSummary) => void;
  showPlatform?: boolean;
}

/** One row of cards; memoized so a scroll step that only moves rows renders none of them. */
const AdRow = memo(function AdRow({ ads, index, columns, onOpenAd, showPlatform }: AdRowProps) {
  return (
    <div className={classes.grid}>
      {rowSlice(ads, index, columns).map((ad) => (
        <AdCard key={`${ad.platform}:${ad.id}`} ad={ad} onOpen={onOpenAd} showPlatform={showPlatform} />
      ))}
    </div>
  );
});

const NO_ADS: AdSummary[] = [];

/** Frames a card may take to mount after its row is scrolled to. */
const REVEAL_FRAMES = 30;

/**
 * Focuses the card at `row`, `column` and scrolls it to the middle of the window when it is not
 * wholly in view. A mounted card takes focus at once, so the next key acts on it; a card far away
 * (its row not in the DOM) is focused once scrolling to its row has mounted it.
 */
function revealCard(list: HTMLElement | null, row: number, column: number, scrollToRow: (index: number) => void) {
  let frames = 0;
  const attempt = () => {
    const card = list?.querySelector(`[data-index="${row}"]`)?.querySelectorAll<HTMLElement>('article')[column];
    if (card) {
      card.focus({ preventScroll: true });
      const rect = card.getBoundingClientRect();
      if (rect.top < 0 || rect.bottom > window.innerHeight) scrollToMiddle(window.scrollY + rect.top, rect.height);
      return;
    }
    if (frames === 0) scrollToRow(row);
    if (++frames < REVEAL_FRAMES) requestAnimationFrame(attempt);
  };
  attempt();
}

/** Index in `ads` of the focused card of `list`, or -1. */
function focusedIndex(list: HTMLElement | null, columns: number): number {
  const card = document.activeElement?.closest('article');
  const row = card?.closest<HTMLElement>('[data-index]');
  if (!list || !card || !row || !list.contains(row)) return -1;
  return Number(row.dataset.index) * columns + [...row.querySelectorAll('article')].indexOf(card);
}

/** Index in `ads` of the first mounted card wholly below the top of the window, or -1. */
function firstIndexInView(list: HTMLElement | null, columns: number): number {
  for (const row of list?.querySelectorAll<HTMLElement>('[data-index]') ?? []) {
    if (row.getBoundingClientRect().top >= 0) return Number(row.dataset.index) * columns;
  }
  return -1;
}

const STEP_OFFSETS = { next: 1, previous: -1 } as const;

/** Where `step` leads from `index` in a grid of `count` cards, `columns` a row; stays put at the ends. */
function stepIndex(index: number, step: GridStep, columns: number, count: number): number {
  const offset = step === 'down' ? columns : step === 'up' ? -columns : STEP_OFFSETS[step];
  const next = index + offset;
  return next >= 0 && next < count ? next : index;
}

/**
 * The loaded ads as rows of `columns` cards, virtualized against the window's scroll: only rows
 * near the viewport are mounted. Calls `onLoadMore` while the end is near and a page may follow.
 */
export function VirtualAdRows(props: VirtualAdRowsProps) {
  const {
    ads,
    columns,
    width,
    density,
    hasNextPage,
    isFetching,
    isFetchingNextPage,
    error,
    onLoadMore,
    onOpenAd,
    showPlatform,
    stale = false,
    ref,
  } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const rowCount = Math.ceil(ads.length / columns);
  const rowHeight = estimatedRowHeight(width, columns, density);
  // A new search's cards in the window paint first; the rows mounted beyond its edges follow in a
  // later, interruptible render. More ads of the same search (its next page) keep them mounted.
  const settledAds = useDeferredValue(ads, NO_ADS);
  const newSearch = settledAds !== ads && settledAds[0] !== ads[0];
  // Until the rows of the search shown are all rendered, rows measured above the window may still
  // move the page (`data-rendering`, which a restored scroll position waits for).
  const rendering = stale || newSearch;

  const { rows, totalHeight, measureRow, scrollToRow } = useWindowRows({
    count: rowCount,
    estimate: rowHeight,
    overscan: newSearch ? 0 : overscanRows(columns),
    margin: scrollMargin,
    // Rows measured at one density or column count say nothing of another.
    measureKey: density === 'compact' ? -columns : columns,
  });

  // The rows start below whatever the page shows above them (tabs, filters), and that height
  // changes with the layout; any such change resizes the body.
  useLayoutEffect(() => {
    const update = () => {
      const list = listRef.current;
      if (list) setScrollMargin(Math.round(list.getBoundingClientRect().top + window.scrollY));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      revealAd(id) {
        const index = ads.findIndex((ad) => ad.id === id);
        if (index >= 0) revealCard(listRef.current, Math.floor(index / columns), index % columns, scrollToRow);
      },
      focusedAd() {
        return ads[focusedIndex(listRef.current, columns)];
      },
      moveFocus(step) {
        const current = focusedIndex(listRef.current, columns);
        const index =
          current < 0 ? firstIndexInView(listRef.current, columns) : stepIndex(current, step, columns, ads.length);
        if (index >= 0) revealCard(listRef.current, Math.floor(index / columns), index % columns, scrollToRow);
      },
    }),
    [ads, columns, scrollToRow],
  );

  useLoadAhead(hasNextPage && !stale && !isFetching && !error, () => scrollMargin + totalHeight, onLoadMore);

  return (
    <div
      ref={listRef}
      role="feed"
      aria-label="Ads"
      aria-busy={isFetchingNextPage || rendering}
      data-stale={stale || undefined}
      data-rendering={rendering || undefined}
      className={classes.list}
      style={{ height: totalHeight }}
    >
      {rows.map((row) => (
        <div
          key={row.index}
          data-index={row.index}
          ref={measureRow}
          className={classes.row}
          style={{ transform: `translateY(${row.start}px)` }}
        >
          <AdRow ads={ads} index={row.index} columns={columns} onOpenAd={onOpenAd} showPlatform={showPlatform} />
        </div>
      ))}
    </div>
  );
}
