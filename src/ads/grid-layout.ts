import type { GridDensity } from '../search/grid-density';

/** Narrowest a card may get before the grid drops a column, in CSS pixels. */
export const MIN_CARD_WIDTH = 260;
/** Space between cards, both ways; matches `--grid-gap` of the grid's CSS. */
export const GRID_GAP = 16;

/**
 * How each density lays cards out: narrowest card, gap, most columns, and the height of a card
 * below its square media (text, stats and the actions row), an estimate the virtualizer corrects
 * by measuring. Rows remounted on a tab's return start at it, so the closer it is, the less the
 * restored scroll position drifts while they are measured again. Compact cards are half again as
 * many a row: two side by side on a phone.
 */
export const GRID_LAYOUTS = {
  comfortable: { minWidth: MIN_CARD_WIDTH, gap: GRID_GAP, maxColumns: 6, textHeight: 285 },
  compact: { minWidth: 160, gap: 8, maxColumns: 8, textHeight: 230 },
} as const satisfies Record<GridDensity, object>;

/** How many cards fit side by side in `width` pixels: 1 to 6 (8 compact). */
export function columnCount(width: number, density: GridDensity = 'comfortable'): number {
  const { minWidth, gap, maxColumns } = GRID_LAYOUTS[density];
  return Math.min(maxColumns, Math.max(1, Math.floor((width + gap) / (minWidth + gap))));
}

/** Estimated height of one row of cards (square media plus text) including the gap below it. */
export function estimatedRowHeight(width: number, columns: number, density: GridDensity = 'comfortable'): number {
  const { minWidth, gap, textHeight } = GRID_LAYOUTS[density];
  const cardWidth = (width - gap * (columns - 1)) / columns;
  return Math.round(Math.max(minWidth, cardWidth) + textHeight + gap);
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
