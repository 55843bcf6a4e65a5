// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEGA, PLATFORM_KEYS } from '../../src/contract/platforms';
import { catalogueOf } from '../../src/service/catalogue/catalogues';
import type { GridDensity } from '../../src/search/grid-density';
import { openSearchLink } from '../../src/search/open-search-link';
import { formatSearchLocation, parseSearchLocation } from '../../src/search/search-location';
import { seedFromUrl } from '../../src/search/search-seed';
import { here, syncedSearchStores } from '../utils/synced-search-store';

const start = syncedSearchStores();

describe('density in a link', () => {
  it('writes only compact, after the filters', () => {
    const params = new URLSearchParams('gender=1,2');
    expect(formatSearchLocation('platform_a', params, 4, [], 'compact')).toBe(
      '/platform_a?gender=1,2&ad=4&density=compact',
    );
    expect(formatSearchLocation('platform_a', params, null, [], 'comfortable')).toBe('/platform_a?gender=1,2');
  });

  it('reads compact and comfortable, and drops what names no density or comes twice', () => {
    expect(parseSearchLocation('/mega', '?density=compact').location?.density).toBe('compact');
    expect(parseSearchLocation('/mega', '?density=comfortable').location?.density).toBe('comfortable');
    expect(parseSearchLocation('/mega', '').location?.density).toBeUndefined();
    const odd = parseSearchLocation('/mega', '?density=tiny&gender=1');
    expect(odd.location?.density).toBeUndefined();
    expect([...odd.location!.params]).toEqual([['gender', '1']]);
    expect(odd.dropped).toEqual([{ name: 'density', value: 'tiny', reason: 'not a density' }]);
    const twice = parseSearchLocation('/mega', '?density=compact&density=comfortable');
    expect(twice.location?.density).toBe('compact');
    expect(twice.dropped).toEqual([{ name: 'density', value: 'comfortable', reason: 'given more than once' }]);
  });

  it('round-trips every density with any filters and ad through a browser URL', () => {
    const reserved = new Set(['ad', 'compare', 'density', 'view']);
    fc.assert(
      fc.property(
        fc.constantFrom(MEGA, ...PLATFORM_KEYS),
        fc.array(
          fc.tuple(
            fc.string().filter((name) => !reserved.has(name)),
            fc.string(),
          ),
          { maxLength: 6 },
        ),
        fc.option(fc.integer({ min: 1 })),
        fc.constantFrom<GridDensity>('comfortable', 'compact'),
        (platform, pairs, ad, density) => {
          const url = new URL(
            formatSearchLocation(platform, new URLSearchParams(pairs), ad, [], density),
            'https://x.example',
          );
          const { location: read, dropped } = parseSearchLocation(url.pathname, url.search);
          expect(dropped).toEqual([]);
          expect(read?.density ?? 'comfortable').toBe(density);
          expect(read?.ad).toBe(ad);
          expect([...read!.params]).toEqual(pairs);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('density in the search state', () => {
  const group = catalogueOf('platform_a', 'v2').group;

  it('starts from the link, stays in it as filters change, and leaves it when comfortable again', () => {
    const store = start('/platform_a?density=compact');
    expect(store.getState().density).toBe('compact');
    store.getState().hydrate('platform_a', group, 'v2');
    expect(here()).toBe('/platform_a?density=compact');
    store.getState().openAd(9);
    expect(here()).toBe('/platform_a?ad=9&density=compact');
    const entries = history.length;
    store.getState().setDensity('comfortable');
    expect(here()).toBe('/platform_a?ad=9');
    // A view of the same search: the entry is replaced, Back does not step through densities.
    expect(history.length).toBe(entries);
  });

  it('keeps the density over a tab switch and an opened search link that names none', () => {
    const store = start('/platform_a');
    store.getState().setDensity('compact');
    expect(here()).toBe('/platform_a?density=compact');
    store.getState().setPlatform('native');
    expect(here()).toBe('/native?density=compact');
    openSearchLink(store, '/mega?search_field=owner_id:3');
    expect(store.getState().density).toBe('compact');
    expect(here()).toBe('/mega?search_field=owner_id:3&density=compact');
    openSearchLink(store, '/mega?density=comfortable');
    expect(store.getState().density).toBe('comfortable');
    expect(here()).toBe('/mega');
  });

  it('puts back the density a history entry holds', () => {
    const store = start('/platform_a');
    store.getState().restore(seedFromUrl('/platform_a', '?density=compact'));
    expect(store.getState().density).toBe('compact');
    store.getState().restore(seedFromUrl('/platform_a', ''));
    expect(store.getState().density).toBe('comfortable');
  });
});
