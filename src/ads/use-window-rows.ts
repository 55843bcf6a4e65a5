import { startTransition, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** What {@link useWindowRows} lays out. */
export interface WindowRowsOptions {
  count: number;
  /** Height of a row not measured yet, in CSS pixels. */
  estimate: number;
  /** Rows mounted beyond each edge of the window. */
  overscan: number;
  /** Document y of the list's top: where row 0 starts. */
  margin: number;
  /** Rows measured under another key (another column count) are measured again. */
  measureKey: number;
}

/** A row to mount: its index, its top within the list and its bottom (the next row's top). */
export interface WindowRow {
  index: number;
  start: number;
  end: number;
}

/** The rows near the window, the list's height, and the means to measure rows and scroll to one. */
export interface WindowRows {
  rows: WindowRow[];
  totalHeight: number;
  /** Ref of each mounted row element (which carries `data-index`): measures it while mounted. */
  measureRow: (element: HTMLElement | null) => (() => void) | undefined;
  /** Records the heights of consecutive rows from `first`, measured together (a grid's rows); a 0 keeps its estimate. */
  recordRows: (first: number, heights: readonly number[]) => void;
  /** Scrolls the window so row `index` sits in its middle. */
  scrollToRow: (index: number) => void;
}

interface Measured {
  key: number;
  sizes: ReadonlyMap<number, number>;
}

/** The part of the document the window shows. */
interface View {
  top: number;
  height: number;
}

/** The window's view; none on the server, which renders a grid's first screen without rows. */
function windowView(): View {
  return typeof window === 'undefined' ? { top: 0, height: 0 } : { top: window.scrollY, height: window.innerHeight };
}

/** Share of the window's height either side of it whose rows must be mounted before they scroll in. */
const NEAR_SHARE = 0.25;

/** The window and a quarter of its height beyond each edge: a few frames of a fast scroll. */
function nearView(view: View): View {
  const margin = view.height * NEAR_SHARE;
  return { top: view.top - margin, height: view.height + 2 * margin };
}

/** Tops of `count` rows plus the end of the last: measured heights, else the estimate. */
function rowStarts(count: number, estimate: number, sizes: ReadonlyMap<number, number>): number[] {
  const starts = [0];
  for (let index = 0; index < count; index += 1) starts.push(starts[index]! + (sizes.get(index) ?? estimate));
  return starts;
}

/** Index of the row at list offset `y` (the last row past the end, 0 before the start). */
function rowAt(starts: readonly number[], y: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= y) low = middle;
    else high = middle - 1;
  }
  return Math.max(0, low);
}

/** First and last index of the rows to mount for `view`. */
function rangeOf(starts: readonly number[], view: View, margin: number, overscan: number): [number, number] {
  const count = starts.length - 1;
  if (count === 0) return [0, -1];
  const top = view.top - margin;
  return [
    Math.max(0, rowAt(starts, top) - overscan),
    Math.min(count - 1, rowAt(starts, top + view.height - 1) + overscan),
  ];
}

/** Scrolls the window so the span of `height` pixels from document y `top` sits in its middle. */
export function scrollToMiddle(top: number, height: number): void {
  window.scrollTo(0, Math.max(0, Math.round(top + height / 2 - window.innerHeight / 2)));
}

/** Height of an element's border box; 0 where nothing is laid out. */
function heightOf(element: HTMLElement): number {
  return element.getBoundingClientRect().height;
}

/**
 * A list of rows of varying height that scrolls with the window: only the rows within the window,
 * plus `overscan` either side, are mounted. Rows are measured as they mount and while they resize;
 * a row above the window that changes height moves the window by as much, so what is in view stays.
 * The list renders again only when the range of rows to mount changes, not on every scroll event.
 */
export function useWindowRows({ count, estimate, overscan, margin, measureKey }: WindowRowsOptions): WindowRows {
  const [measured, setMeasured] = useState<Measured>({ key: measureKey, sizes: new Map() });
  const sizes = measured.key === measureKey ? measured.sizes : EMPTY_SIZES;
  const starts = useMemo(() => rowStarts(count, estimate, sizes), [count, estimate, sizes]);
  const [view, setView] = useState(windowView);
  const [first, last] = rangeOf(starts, view, margin, overscan);

  // What the window's listeners and `scrollToRow` read: the layout last committed.
  const layout = useRef({ starts, view, margin, overscan });
  useLayoutEffect(() => {
    // Keep the row at the window's top where it was when rows above it changed height.
    const previous = layout.current;
    layout.current = { starts, view, margin, overscan };
    if (previous.margin !== margin || previous.starts === starts) return;
    const anchor = rowAt(previous.starts, window.scrollY - margin);
    const shift = (starts[anchor] ?? 0) - (previous.starts[anchor] ?? 0);
    if (shift !== 0 && anchor < count) window.scrollTo(0, window.scrollY + shift);
  }, [starts, view, margin, overscan, count]);

  useLayoutEffect(() => {
    /** How the rows to mount for `next` differ from those committed: not, only beyond the window's edges, or near it. */
    const changeFor = (next: View): 'none' | 'edges' | 'near' => {
      const { starts: current, view: shown, margin: offset, overscan: extra } = layout.current;
      const [shownFrom, shownTo] = rangeOf(current, shown, offset, extra);
      const [from, to] = rangeOf(current, next, offset, extra);
      if (from === shownFrom && to === shownTo) return 'none';
      const [nearFrom, nearTo] = rangeOf(current, nearView(next), offset, 0);
      return nearFrom < shownFrom || nearTo > shownTo ? 'near' : 'edges';
    };
    // Rows beyond the window's edges mount in an interruptible render, so mounting them never holds
    // a frame in one long task. Should a row near the window still be missing, it mounts before
    // this frame paints.
    const follow = () => {
      const next = windowView();
      const change = changeFor(next);
      if (change === 'near') flushSync(() => setView(next));
      else if (change === 'edges') startTransition(() => setView(next));
    };
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('resize', follow);
    // The window may have moved between the first render and now (this update renders before the first paint).
    const now = windowView();
    if (changeFor(now) !== 'none') setView(now);
    return () => {
      window.removeEventListener('scroll', follow);
      window.removeEventListener('resize', follow);
    };
  }, []);

  const recordRows = useCallback(
    (from: number, heights: readonly number[]) => {
      setMeasured((previous) => {
        const current = previous.key === measureKey ? previous.sizes : EMPTY_SIZES;
        // A row that is not laid out measures 0: it keeps its estimate rather than collapsing.
        const changed = heights.flatMap((size, offset): [number, number][] =>
          size > 0 && current.get(from + offset) !== size ? [[from + offset, size]] : [],
        );
        if (changed.length === 0) return previous;
        return { key: measureKey, sizes: new Map([...current, ...changed]) };
      });
    },
    [measureKey],
  );

  const record = useCallback(
    (element: Element, size: number) => {
      const index = Number((element as HTMLElement).dataset.index);
      if (Number.isInteger(index)) recordRows(index, [size]);
    },
    [recordRows],
  );

  // A new observer with each `record`: rows re-attach to it (their ref changes), so are measured
  // anew. Made when the first row mounts: a server has none.
  const observer = useMemo(() => {
    let made: ResizeObserver | undefined;
    return () =>
      (made ??= new ResizeObserver((entries) => {
        for (const entry of entries) {
          if (entry.target.isConnected) record(entry.target, heightOf(entry.target as HTMLElement));
        }
      }));
  }, [record]);

  const measureRow = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      record(element, heightOf(element));
      observer().observe(element);
      return () => observer().unobserve(element);
    },
    [record, observer],
  );

  const scrollToRow = useCallback((index: number) => {
    const { starts: current, margin: offset } = layout.current;
    const start = current[index];
    const end = current[index + 1];
    if (start === undefined || end === undefined) return;
    scrollToMiddle(offset + start, end - start);
  }, []);

  const rows: WindowRow[] = [];
  for (let index = first; index <= last; index += 1)
    rows.push({ index, start: starts[index]!, end: starts[index + 1]! });
  return { rows, totalHeight: starts[count]!, measureRow, recordRows, scrollToRow };
}

const EMPTY_SIZES: ReadonlyMap<number, number> = new Map();
