/** Narrowest a card may get before the grid drops a column, in CSS pixels. */
export const MIN_CARD_WIDTH = 260;
/** Space between cards, both ways; matches `--grid-gap` of the grid's CSS. */
export const GRID_GAP = 16;
/**
 * Height of a card below its square media (text, stats and the actions row), an estimate the
 * virtualizer corrects by measuring. Rows remounted on a tab's return start at it, so the closer
 * it is, the less the restored scroll position drifts while they are measured again.
 */
const CARD_TEXT_HEIGHT = 285;
const MAX_COLUMNS = 6;

/** How many cards fit side by side in `width` pixels: 1 to 6. */
export function columnCount(width: number): number {
  const fit = Math.floor((width + GRID_GAP) / (MIN_CARD_WIDTH + GRID_GAP));
  return Math.min(MAX_COLUMNS, Math.max(1, fit));
}

/** Estimated height of one row of cards (square media plus text) including the gap below it. */
export function estimatedRowHeight(width: number, columns: number): number {
  const cardWidth = (width - GRID_GAP * (columns - 1)) / columns;
  return Math.round(Math.max(MIN_CARD_WIDTH, cardWidth) + CARD_TEXT_HEIGHT + GRID_GAP);
}

/** The ads of row `row` when `columns` fit in a row. */
export function rowSlice<T>(items: readonly T[], row: number, columns: number): T[] {
  return items.slice(row * columns, (row + 1) * columns);
}

/** Cards mounted beyond each edge of the window, about: ready before they scroll in. */
const OVERSCAN_CARDS = 5;

/**
 * Rows mounted beyond each edge of the window: about `OVERSCAN_CARDS` cards' worth, at least one
 * row. A wide grid mounts one row (a 2,000-ad scroll stays under 2,000 elements); a phone's single
 * column mounts five cards.
 */
export function overscanRows(columns: number): number {
  return Math.max(1, Math.ceil(OVERSCAN_CARDS / columns));
}
