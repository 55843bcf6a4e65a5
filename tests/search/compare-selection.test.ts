import { describe, expect, it } from 'vitest';
import { formatCompared, parseCompared } from '../../src/search/compare-selection';
import { formatSearchLocation, parseSearchLocation } from '../../src/search/search-location';
import { createSearchStore } from '../../src/search/search-store';
import { seedFromUrl } from '../../src/search/search-seed';
import { urlOfSearch } from '../../src/search/url-sync';

describe('the compare parameter', () => {
  it('reads picks in order, without repeats, and names what it cannot use', () => {
    const { compared, dropped } = parseCompared('platform_a:12,platform_b:7,platform_a:12,mega:3,x:1,platform_c:0');
    expect(compared).toEqual([
      { platform: 'platform_a', id: 12 },
      { platform: 'platform_b', id: 7 },
    ]);
    expect(dropped.map((d) => d.value)).toEqual(['mega:3', 'x:1', 'platform_c:0']);
  });

  it('keeps at most four ads', () => {
    const { compared, dropped } = parseCompared('platform_a:1,platform_a:2,platform_a:3,platform_a:4,platform_a:5');
    expect(compared).toHaveLength(4);
    expect(dropped).toEqual([{ name: 'compare', value: 'platform_a:5', reason: 'more than 4 ads to compare' }]);
  });

  it('is a readable part of the link and round-trips beside the filters and the open ad', () => {
    const compare = parseCompared('platform_a:12,platform_b:7').compared;
    const link = formatSearchLocation('mega', new URLSearchParams('gender=1,2'), 5, compare);
    expect(link).toBe('/mega?gender=1,2&ad=5&compare=platform_a:12,platform_b:7');
    const [path, query] = link.split('?');
    const { location, dropped } = parseSearchLocation(path!, `?${query}`);
    expect(dropped).toEqual([]);
    expect(location?.compare).toEqual(compare);
    expect(location?.ad).toBe(5);
    expect([...location!.params]).toEqual([['gender', '1,2']]);
    expect(formatCompared(compare)).toBe('platform_a:12,platform_b:7');
  });
});

describe('picking ads to compare in the store', () => {
  it('adds, takes out, refuses a fifth, and keeps the picks across tabs and in the link', () => {
    const store = createSearchStore(seedFromUrl('/platform_a', '?compare=platform_a:1'));
    expect(store.getState().compare).toEqual([{ platform: 'platform_a', id: 1 }]);
    const { toggleCompared } = store.getState();
    expect(toggleCompared({ platform: 'platform_b', id: 2 })).toBe('added');
    expect(toggleCompared({ platform: 'platform_a', id: 1 })).toBe('removed');
    expect(toggleCompared({ platform: 'platform_a', id: 3 })).toBe('added');
    expect(toggleCompared({ platform: 'platform_a', id: 4 })).toBe('added');
    expect(toggleCompared({ platform: 'platform_a', id: 5 })).toBe('added');
    expect(toggleCompared({ platform: 'platform_a', id: 6 })).toBe('full');
    expect(store.getState().compare.map((pick) => pick.id)).toEqual([2, 3, 4, 5]);
    expect(store.getState().historyWrite).toBe('replace');
    store.getState().setPlatform('platform_b');
    expect(urlOfSearch(store.getState())).toBe(
      '/platform_b?compare=platform_b:2,platform_a:3,platform_a:4,platform_a:5',
    );
    store.getState().clearCompared();
    expect(urlOfSearch(store.getState())).toBe('/platform_b');
  });
});
