/**
 * Heights of the rows of `grid`, a CSS grid of `columns` cards a row whose rows are `gap` pixels
 * apart: each from its top to the next row's, the last to the grid's end plus a gap, so that a
 * row's height is what it takes of the list. Empty where nothing is laid out.
 */
export function gridRowHeights(grid: HTMLElement, columns: number, gap: number): number[] {
  const box = grid.getBoundingClientRect();
  if (!(box.height > 0)) return [];
  const tops: number[] = [];
  for (let index = 0; index < grid.children.length; index += columns) {
    tops.push(grid.children[index]!.getBoundingClientRect().top - box.top);
  }
  const end = box.height + gap;
  return tops.map((top, row) => (tops[row + 1] ?? end) - top);
}
