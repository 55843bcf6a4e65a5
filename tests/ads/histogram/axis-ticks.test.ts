import { describe, expect, it } from 'vitest';
import { axisTicks } from '../../../src/ads/histogram/axis-ticks';

describe('axisTicks', () => {
  it('names both ends and the middle of a long run of bars, the two between them minor', () => {
    expect(axisTicks(53)).toEqual([
      { index: 0, minor: false },
      { index: 13, minor: true },
      { index: 26, minor: false },
      { index: 39, minor: true },
      { index: 52, minor: false },
    ]);
  });

  it('names every bar of a short run, and always the last one in full', () => {
    expect(axisTicks(4)).toEqual([
      { index: 0, minor: false },
      { index: 1, minor: true },
      { index: 2, minor: false },
      { index: 3, minor: false },
    ]);
    expect(axisTicks(2)).toEqual([
      { index: 0, minor: false },
      { index: 1, minor: false },
    ]);
    expect(axisTicks(1)).toEqual([{ index: 0, minor: false }]);
    expect(axisTicks(0)).toEqual([]);
  });
});
