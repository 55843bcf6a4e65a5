import type { SearchPlatform } from '../../src/contract/platforms';

/** A search of the benches: a platform and the v2 filter fields of its body. */
export interface BenchSearch {
  platform: SearchPlatform;
  fields: Record<string, unknown>;
}

/** No filter at all: the cheapest page and the largest count. */
export const UNFILTERED: BenchSearch = { platform: 'platform_a', fields: {} };

/** Three list and range filters and a text term, as an analyst narrows a platform. */
export const THREE_FILTERS_AND_TERM: BenchSearch = {
  platform: 'platform_a',
  fields: {
    gender: [2],
    countries: ['US', 'GB', 'DE'],
    days_running: [7, null],
    search_field: [{ type: 'text', text: 'off' }],
  },
};

/** Every platform at once, sorted by a revision column: the dearest page and count. */
export const MEGA_BY_IMPRESSIONS: BenchSearch = {
  platform: 'mega',
  fields: { advanced_order: { orderby: 'impressions', order: 'desc' } },
};
