// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { catalogueOf } from '../../src/service/catalogue/catalogues';
import { openSearchLink } from '../../src/search/open-search-link';
import { formatSearchLocation, parseSearchLocation } from '../../src/search/search-location';
import { seedFromUrl } from '../../src/search/search-seed';
import { here, syncedSearchStores } from '../utils/synced-search-store';

const start = syncedSearchStores();

describe('the results view in a link', () => {
  it('writes only the table, after the density', () => {
    const params = new URLSearchParams('gender=1,2');
    expect(formatSearchLocation('platform_a', params, 4, [], 'compact', 'table')).toBe(
      '/platform_a?gender=1,2&ad=4&density=compact&view=table',
    );
    expect(formatSearchLocation('platform_a', params, null, [], 'comfortable', 'grid')).toBe('/platform_a?gender=1,2');
  });

  it('reads table and grid, and drops what names no view or comes twice', () => {
    expect(parseSearchLocation('/mega', '?view=table').location?.view).toBe('table');
    expect(parseSearchLocation('/mega', '?view=grid').location?.view).toBe('grid');
    expect(parseSearchLocation('/mega', '').location?.view).toBeUndefined();
    const odd = parseSearchLocation('/mega', '?view=chart&gender=1');
    expect(odd.location?.view).toBeUndefined();
    expect([...odd.location!.params]).toEqual([['gender', '1']]);
    expect(odd.dropped).toEqual([{ name: 'view', value: 'chart', reason: 'not a view' }]);
    const twice = parseSearchLocation('/mega', '?view=table&view=grid');
    expect(twice.location?.view).toBe('table');
    expect(twice.dropped).toEqual([{ name: 'view', value: 'grid', reason: 'given more than once' }]);
  });
});

describe('the results view in the search state', () => {
  const group = catalogueOf('platform_a', 'v2').group;

  it('starts from the link, stays in it as the search changes, and leaves it for the grid', () => {
    const store = start('/platform_a?view=table');
    expect(store.getState().view).toBe('table');
    store.getState().hydrate('platform_a', group, 'v2');
    expect(here()).toBe('/platform_a?view=table');
    store.getState().openAd(9);
    expect(here()).toBe('/platform_a?ad=9&view=table');
    const entries = history.length;
    store.getState().setView('grid');
    expect(here()).toBe('/platform_a?ad=9');
    // A view of the same search: the entry is replaced, Back does not step through views.
    expect(history.length).toBe(entries);
  });

  it('keeps the view over a tab switch and an opened search link that names none, and puts back a history entry’s', () => {
    const store = start('/platform_a');
    store.getState().setView('table');
    store.getState().setPlatform('native');
    expect(here()).toBe('/native?view=table');
    openSearchLink(store, '/mega?search_field=owner_id:3');
    expect(store.getState().view).toBe('table');
    expect(here()).toBe('/mega?search_field=owner_id:3&view=table');
    store.getState().restore(seedFromUrl('/mega', ''));
    expect(store.getState().view).toBe('grid');
  });
});
