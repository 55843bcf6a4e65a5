import { afterEach, describe, expect, it, vi } from 'vitest';
import { gridRowHeights } from '../../src/ads/grid-row-heights';

/** A grid laid out at `top` of the page, `height` tall, whose cards' tops are `cardTops`. */
function laidOutGrid(top: number, height: number, cardTops: number[]): HTMLElement {
  const grid = document.createElement('div');
  for (const cardTop of cardTops) {
    const card = grid.appendChild(document.createElement('article'));
    vi.spyOn(card, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ y: cardTop, height: 100 }));
  }
  vi.spyOn(grid, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ y: top, height }));
  return grid;
}

afterEach(() => vi.restoreAllMocks());

describe('gridRowHeights', () => {
  it('measures each row from its top to the next, the last to the grid’s end and a gap', () => {
    // Two cards a row from y 50: rows at 0, 200 and 420 within the grid, the last one short.
    const grid = laidOutGrid(50, 600, [50, 50, 250, 250, 470]);
    expect(gridRowHeights(grid, 2, 16)).toEqual([200, 220, 196]);
  });

  it('measures nothing where the grid is not laid out', () => {
    expect(gridRowHeights(laidOutGrid(0, 0, [0, 0, 0]), 1, 16)).toEqual([]);
  });
});
