import { describe, expect, it } from 'vitest';
import { columnCount, estimatedRowHeight, overscanRows } from '../../src/ads/grid-layout';

describe('columnCount', () => {
  it.each([
    [0, 1],
    [320, 1],
    [535, 1],
    [536, 2],
    [1024, 3],
    [1280, 4],
    [1920, 6],
    [4000, 6],
  ])('%d px → %d columns', (width, columns) => {
    expect(columnCount(width)).toBe(columns);
  });
});

describe('columnCount, compact', () => {
  it.each([
    [320, 1],
    [358, 2],
    [1024, 6],
    [1280, 7],
    [4000, 8],
  ])('%d px → %d columns', (width, columns) => {
    expect(columnCount(width, 'compact')).toBe(columns);
  });

  it('fits more cards a row than comfortable from a phone up', () => {
    for (const width of [358, 600, 1024, 1600])
      expect(columnCount(width, 'compact')).toBeGreaterThan(columnCount(width));
  });
});

describe('estimatedRowHeight', () => {
  it('grows with the card width, since media is square', () => {
    expect(estimatedRowHeight(1024, 3)).toBeGreaterThan(estimatedRowHeight(1024, 4));
    expect(estimatedRowHeight(1024, 3)).toBe(Math.round((1024 - 32) / 3 + 285 + 16));
    expect(estimatedRowHeight(1024, 6, 'compact')).toBe(Math.round((1024 - 40) / 6 + 230 + 8));
  });
});

describe('overscanRows', () => {
  it.each([
    [1, 5],
    [2, 3],
    [3, 2],
    [4, 2],
    [5, 1],
    [6, 1],
  ])('mounts about five cards beyond each edge with %i columns: %i rows', (columns, rows) => {
    expect(overscanRows(columns)).toBe(rows);
  });
});
