import { describe, expect, it } from 'vitest';
import type { AdRef } from '../../../src/ads/ad-ref';
import { createSelectionStore } from '../../../src/workspace/core/selection/selection-store';

const page = (from: number, count: number): AdRef[] =>
  Array.from({ length: count }, (_, i) => ({ platform: 'platform_a', id: from + i }));
const ids = (store: ReturnType<typeof createSelectionStore>) =>
  [...store.getState().selected.values()].map((ad) => ad.id);

describe('selection store', () => {
  it('toggles an ad on and off, keyed by platform and id', () => {
    const store = createSelectionStore();
    expect(store.getState().toggle({ platform: 'platform_a', id: 7 })).toBe(true);
    expect(store.getState().toggle({ platform: 'platform_b', id: 7 })).toBe(true);
    expect(store.getState().selected.size).toBe(2);
    expect(store.getState().toggle({ platform: 'platform_a', id: 7 })).toBe(false);
    expect([...store.getState().selected.keys()]).toEqual(['platform_b:7']);
  });

  it('selects the range between the last pick and a shift-clicked ad, either way round', () => {
    const store = createSelectionStore();
    const loaded = page(1, 20);
    store.getState().toggle(loaded[2]!);
    expect(store.getState().selectRange(loaded[6]!, loaded)).toBe(5);
    expect(ids(store)).toEqual([3, 4, 5, 6, 7]);
    // The anchor moved to the shift-clicked ad: the next range runs back from it.
    expect(store.getState().selectRange(loaded[9]!, loaded)).toBe(8);
    store.getState().toggle(loaded[15]!);
    expect(store.getState().selectRange(loaded[12]!, loaded)).toBe(12);
    expect(ids(store).sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 15, 16]);
  });

  it('selects the clicked ad alone when there is no anchor among the loaded ads', () => {
    const store = createSelectionStore();
    expect(store.getState().selectRange({ platform: 'platform_a', id: 5 }, page(1, 10))).toBe(1);
    store.getState().toggle({ platform: 'platform_b', id: 99 });
    expect(store.getState().selectRange({ platform: 'platform_a', id: 8 }, page(1, 10))).toBe(3);
    expect(ids(store)).toEqual([5, 99, 8]);
  });

  it('survives more pages loading, and select all loaded adds the new page', () => {
    const store = createSelectionStore();
    const first = page(1, 10);
    store.getState().toggle(first[0]!);
    store.getState().toggle(first[9]!);
    const both = [...first, ...page(11, 10)];
    // A range from a pick of the first page reaches into the second.
    expect(store.getState().selectRange(both[12]!, both)).toBe(5);
    expect(ids(store)).toEqual([1, 10, 11, 12, 13]);
    expect(store.getState().selectAll(both)).toBe(20);
  });

  it('clears, and takes out removed ads', () => {
    const store = createSelectionStore();
    store.getState().selectAll(page(1, 4));
    store.getState().remove([{ platform: 'platform_a', id: 2 }]);
    expect(ids(store)).toEqual([1, 3, 4]);
    store.getState().clear();
    expect(store.getState().selected.size).toBe(0);
    expect(store.getState().anchor).toBeNull();
    // With the anchor gone, a shift-click picks one ad.
    expect(store.getState().selectRange({ platform: 'platform_a', id: 3 }, page(1, 4))).toBe(1);
  });
});
