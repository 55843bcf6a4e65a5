import { useEffect, useState, type KeyboardEvent } from 'react';

/** Bars chosen so far: from `anchor` to `end` (either order). */
export interface BarSelection {
  anchor: number;
  end: number;
}

/** What the brush shows and the handlers that move it. */
export interface BarBrush {
  /** The bar the pointer or the arrow keys are on. */
  cursor: number | null;
  selection: BarSelection | null;
  pointerDown(index: number): void;
  pointerMove(index: number | null): void;
  pointerUp(): void;
  onKeyDown(event: KeyboardEvent): void;
}

/**
 * A range of `count` bars chosen by pointer (press on a bar, drag, release: a press alone chooses
 * that bar) or by keyboard (arrows move, Shift with an arrow extends, Enter or Space narrows,
 * Escape lets go); `narrow(low, high)` receives the chosen bars. A release outside the chart ends
 * a drag too.
 */
export function useBarBrush(count: number, narrow: (low: number, high: number) => void): BarBrush {
  const [cursor, setCursor] = useState<number | null>(null);
  const [selection, setSelection] = useState<BarSelection | null>(null);
  const [dragging, setDragging] = useState(false);
  const finish = (chosen: BarSelection | null) => {
    setDragging(false);
    setSelection(null);
    if (chosen) narrow(Math.min(chosen.anchor, chosen.end), Math.max(chosen.anchor, chosen.end));
  };
  useEffect(() => {
    if (!dragging) return;
    const release = () => finish(selection);
    window.addEventListener('mouseup', release);
    return () => window.removeEventListener('mouseup', release);
  });
  const clamp = (index: number) => Math.min(Math.max(index, 0), count - 1);
  return {
    cursor,
    selection,
    pointerDown(index) {
      setDragging(true);
      setCursor(index);
      setSelection({ anchor: index, end: index });
    },
    pointerMove(index) {
      setCursor(index);
      if (dragging && index !== null && selection) setSelection({ ...selection, end: index });
    },
    pointerUp() {
      if (dragging) finish(selection);
    },
    onKeyDown(event) {
      if (count === 0) return;
      const from = cursor ?? count - 1;
      const moves: Record<string, number> = { ArrowLeft: from - 1, ArrowRight: from + 1, Home: 0, End: count - 1 };
      if (event.key in moves) {
        event.preventDefault();
        const next = clamp(moves[event.key]!);
        setCursor(next);
        if (event.shiftKey) setSelection({ anchor: selection?.anchor ?? from, end: next });
        else setSelection(null);
      } else if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        finish(selection ?? { anchor: from, end: from });
      } else if (event.key === 'Escape' && selection) {
        event.preventDefault();
        setSelection(null);
      }
    },
  };
}
