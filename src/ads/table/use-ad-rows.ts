import { useImperativeHandle, useLayoutEffect, useState, type Ref, type RefObject } from 'react';
import type { AdSummary } from '../../contract/ads';
import type { AdGridHandle, GridStep } from '../ad-grid-props';
import { useLoadAhead } from '../use-load-ahead';
import { scrollToMiddle, useWindowRows, type WindowRows } from '../use-window-rows';

/** Rows mounted beyond each edge of the window: a table row is short, so a few screens' worth of flicks. */
const OVERSCAN_ROWS = 5;
/** Frames a row may take to mount after it is scrolled to. */
const REVEAL_FRAMES = 30;

/** What {@link useAdRows} lays out. */
export interface AdRowsOptions {
  ads: AdSummary[];
  /** Height of a row not measured yet, in CSS pixels. */
  estimate: number;
  /** Rows measured under another key (another layout or set of columns) are measured again. */
  measureKey: number;
  /** The element whose children are the rows (each carrying `data-index`), starting where row 0 starts. */
  body: RefObject<HTMLElement | null>;
  /** Loading ahead is allowed: a next page exists and no fetch runs. */
  canLoad: boolean;
  onLoadMore(): void;
  ref?: Ref<AdGridHandle>;
}

/** The row holding focus (the row itself, or a control inside it) in `body`, or null. */
function focusedRow(body: HTMLElement | null): HTMLElement | null {
  const row = document.activeElement?.closest<HTMLElement>('[data-index]') ?? null;
  return row && body?.contains(row) ? row : null;
}

/** Index of the first mounted row wholly below the top of the window, or -1. */
function firstIndexInView(body: HTMLElement | null): number {
  for (const row of body?.querySelectorAll<HTMLElement>('[data-index]') ?? []) {
    if (row.getBoundingClientRect().top >= 0) return Number(row.dataset.index);
  }
  return -1;
}

/**
 * Focuses row `index` of `body` and scrolls it to the middle of the window when it is not wholly
 * in view; a row not mounted is scrolled to first and focused once it has mounted.
 */
function revealRow(body: HTMLElement | null, index: number, scrollToRow: (index: number) => void) {
  let frames = 0;
  const attempt = () => {
    const row = body?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    if (row) {
      row.focus({ preventScroll: true });
      const rect = row.getBoundingClientRect();
      if (rect.top < 0 || rect.bottom > window.innerHeight) scrollToMiddle(window.scrollY + rect.top, rect.height);
      return;
    }
    if (frames === 0) scrollToRow(index);
    if (++frames < REVEAL_FRAMES) requestAnimationFrame(attempt);
  };
  attempt();
}

/** Where `step` leads from row `index` of `count`: every step is one row, as the table has one ad a row. */
export function stepRow(index: number, step: GridStep, count: number): number {
  const next = index + (step === 'next' || step === 'down' ? 1 : -1);
  return next >= 0 && next < count ? next : index;
}

/**
 * The ads as rows virtualized against the window's scroll, one ad a row, as the grid's rows are
 * (`useWindowRows`, `useLoadAhead`): only rows near the viewport are mounted, and the next page is
 * asked for while the end is within two screens. Answers the grid's handle, so the keyboard triage
 * moves through rows as it moves through cards.
 */
export function useAdRows({ ads, estimate, measureKey, body, canLoad, onLoadMore, ref }: AdRowsOptions): WindowRows {
  const [margin, setMargin] = useState(0);
  const rows = useWindowRows({ count: ads.length, estimate, overscan: OVERSCAN_ROWS, margin, measureKey });
  const { scrollToRow, totalHeight } = rows;

  // Row 0 starts below whatever the page shows above it (tabs, filters, the table's head), and
  // that height changes with the layout; any such change resizes the body of the document.
  useLayoutEffect(() => {
    const update = () => {
      const element = body.current;
      if (element) setMargin(Math.round(element.getBoundingClientRect().top + window.scrollY));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [body, measureKey]);

  useImperativeHandle(
    ref,
    () => ({
      revealAd(id) {
        const index = ads.findIndex((ad) => ad.id === id);
        if (index >= 0) revealRow(body.current, index, scrollToRow);
      },
      focusedAd() {
        const row = focusedRow(body.current);
        return row ? ads[Number(row.dataset.index)] : undefined;
      },
      moveFocus(step) {
        const row = focusedRow(body.current);
        const index = row ? stepRow(Number(row.dataset.index), step, ads.length) : firstIndexInView(body.current);
        if (index >= 0) revealRow(body.current, index, scrollToRow);
      },
    }),
    [ads, body, scrollToRow],
  );

  useLoadAhead(canLoad, () => margin + totalHeight, onLoadMore);
  return rows;
}
