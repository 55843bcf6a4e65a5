import { startTransition, useDeferredValue, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { AdSummary } from '../contract/ads';
import type { GridDensity } from '../search/grid-density';
import { AdCard } from './ad-card';
import type { AdGridProps, GridStep } from './ad-grid-props';
import classes from './ad-grid.module.css';
import { estimatedRowHeight, GRID_LAYOUTS, overscanRows } from './grid-layout';
import { gridRowHeights } from './grid-row-heights';
import { useLoadAhead } from './use-load-ahead';
import { scrollToMiddle, useWindowRows } from './use-window-rows';
import { useMountedHydrating } from '../ui/hydration';

/** Props of {@link VirtualAdRows}: the grid's props plus its measured layout. */
export interface VirtualAdRowsProps extends AdGridProps {
  /** Width of the grid in CSS pixels. */
  width: number;
  /**
   * Cards a row; undefined until the grid's width is known (a page rendered on the server, and
   * the browser hydrating it), when the first screen's cards show in as many columns as fit.
   */
  columns: number | undefined;
  density: GridDensity;
}

/** Cards a first screen shows at most (two rows of four); the rest of the page follows with the rows. */
const FIRST_SCREEN_ADS = 8;

const NO_ADS: AdSummary[] = [];

/** Frames a card may take to mount after its row is scrolled to. */
const REVEAL_FRAMES = 30;

/** The mounted card of the ad at `index` of the feed `list`, if it is mounted. */
function cardAt(list: HTMLElement | null, index: number): HTMLElement | null {
  return list?.querySelector<HTMLElement>(`article[aria-posinset="${index + 1}"]`) ?? null;
}

/** Index in the feed of `card`, a card of it. */
function indexOf(card: Element): number {
  return Number(card.getAttribute('aria-posinset')) - 1;
}

/**
 * Focuses the card of the ad at `index` and scrolls it to the middle of the window when it is not
 * wholly in view. A mounted card takes focus at once, so the next key acts on it; a card far away
 * (its row not in the DOM) is focused once scrolling to its row (`row`) has mounted it.
 */
function revealCard(list: HTMLElement | null, index: number, row: number, scrollToRow: (index: number) => void) {
  let frames = 0;
  const attempt = () => {
    const card = cardAt(list, index);
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
function focusedIndex(list: HTMLElement | null): number {
  const card = document.activeElement?.closest('article');
  return list && card && list.contains(card) ? indexOf(card) : -1;
}

/** Index in `ads` of the first mounted card wholly below the top of the window, or -1. */
function firstIndexInView(list: HTMLElement | null): number {
  for (const card of list?.querySelectorAll('article') ?? []) {
    if (card.getBoundingClientRect().top >= 0) return indexOf(card);
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
  const gridRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const measured = columns !== undefined;
  const perRow = columns ?? 1;
  const gap = GRID_LAYOUTS[density].gap;
  // A new search's cards in the window paint first; the rows mounted beyond its edges follow in a
  // later, interruptible render. More ads of the same search (its next page) keep them mounted.
  const settledAds = useDeferredValue(ads, NO_ADS);
  const newSearch = settledAds !== ads && settledAds[0] !== ads[0];
  // Until the rows of the search shown are all rendered, rows measured above the window may still
  // move the page (`data-rendering`, which a restored scroll position waits for).
  const rendering = stale || newSearch;

  // Until the columns are known there are no rows to lay out: the first screen shows as drawn.
  const { rows, totalHeight, recordRows, scrollToRow } = useWindowRows({
    count: measured ? Math.ceil(ads.length / perRow) : 0,
    estimate: estimatedRowHeight(width, perRow, density),
    overscan: newSearch ? 0 : overscanRows(perRow),
    margin: scrollMargin,
    // Rows measured at one density or column count say nothing of another.
    measureKey: density === 'compact' ? -perRow : perRow,
  });
  const first = rows[0]?.index ?? 0;
  const last = rows.at(-1)?.index ?? -1;
  // One grid holds the cards of every mounted row, so the cards the server drew (the first
  // screen's) stay in the page when the rows take over: only the cards beyond them are added, and
  // while the rows start at the top none of the first screen's is taken out. The grid's padding
  // takes the place of the rows above it, so a row let go at its top moves no card on the page
  // (moved, each would be painted again). Without rows (columns unknown) that is the first screen.
  const from = first * perRow;
  const to = first === 0 ? Math.max((last + 1) * perRow, FIRST_SCREEN_ADS) : (last + 1) * perRow;
  const shown = ads.slice(from, to);
  const setSize = hasNextPage ? -1 : ads.length;

  // The rows start below whatever the page shows above them (tabs, filters), and that height
  // changes with the layout; any such change resizes the body. Under the server's markup the first
  // margin renders after hydration's commit, not at once in its task (as `useLaidOutWidth`).
  const hydrating = useMountedHydrating();
  useLayoutEffect(() => {
    const update = () => {
      const list = listRef.current;
      if (list) setScrollMargin(Math.round(list.getBoundingClientRect().top + window.scrollY));
    };
    if (hydrating) startTransition(update);
    else update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [hydrating]);

  // The mounted rows are measured as they mount and while the grid resizes (a card's media loading).
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid || columns === undefined) return;
    const measure = () => recordRows(first, gridRowHeights(grid, columns, gap));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(grid);
    return () => observer.disconnect();
  }, [first, last, ads, columns, gap, recordRows]);

  useImperativeHandle(
    ref,
    () => ({
      revealAd(id) {
        const index = ads.findIndex((ad) => ad.id === id);
        if (index >= 0) revealCard(listRef.current, index, Math.floor(index / perRow), scrollToRow);
      },
      focusedAd() {
        return ads[focusedIndex(listRef.current)];
      },
      moveFocus(step) {
        const current = focusedIndex(listRef.current);
        const index = current < 0 ? firstIndexInView(listRef.current) : stepIndex(current, step, perRow, ads.length);
        if (index >= 0) revealCard(listRef.current, index, Math.floor(index / perRow), scrollToRow);
      },
    }),
    [ads, perRow, scrollToRow],
  );

  useLoadAhead(
    measured && hasNextPage && !stale && !isFetching && !error,
    () => scrollMargin + totalHeight,
    onLoadMore,
  );

  return (
    <div
      ref={listRef}
      role="feed"
      aria-label="Ads"
      aria-busy={isFetchingNextPage || rendering}
      data-stale={stale || undefined}
      data-rendering={rendering || undefined}
      className={classes.list}
      style={measured ? { height: totalHeight } : undefined}
    >
      <div
        ref={gridRef}
        className={measured ? classes.grid : `${classes.grid} ${classes.fluid}`}
        style={measured ? { paddingTop: rows[0]?.start ?? 0 } : undefined}
        data-columns={columns}
      >
        {shown.map((ad, offset) => (
          <AdCard
            key={`${ad.platform}:${ad.id}`}
            ad={ad}
            position={from + offset}
            setSize={setSize}
            onOpen={onOpenAd}
            showPlatform={showPlatform}
          />
        ))}
      </div>
    </div>
  );
}
