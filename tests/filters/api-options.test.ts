import { describe, expect, it } from 'vitest';
import { optionsRouteOf } from '../../src/filters/api-options';
import { wireFilter } from './widgets/filter-fixture';

const apiFilter = (api_url: string | null) =>
  wireFilter({ key: 'interests', component: 'StringMultiSearchableApi', component_data: { api_url } });

describe('optionsRouteOf', () => {
  it.each([
    ['/platform_b/filter/publishers/items', { platform: 'platform_b', filter: 'publishers' }],
    ['http://h/api/v1/native/filter/interests/items?x=1', { platform: 'native', filter: 'interests' }],
    ['/ads/platform_c/filters/owner_categories', { platform: 'platform_c', filter: 'owner_categories' }],
    ['https://h/api/v2/ads/platform_g/filters/interests/', { platform: 'platform_g', filter: 'interests' }],
  ])('reads %s with the contract’s filter-items routes', (url, route) => {
    expect(optionsRouteOf(apiFilter(url), 'mega')).toEqual(route);
  });

  it('falls back to the tab and the filter key, and has no route on mega without one', () => {
    expect(optionsRouteOf(apiFilter(null), 'platform_a')).toEqual({ platform: 'platform_a', filter: 'interests' });
    expect(optionsRouteOf(apiFilter('/ads/mega/filters/interests'), 'mega')).toBeUndefined();
    expect(optionsRouteOf(apiFilter('/elsewhere'), 'mega')).toBeUndefined();
  });
});
