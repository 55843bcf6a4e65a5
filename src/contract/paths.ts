import type { PlatformKey, SearchPlatform } from './platforms';
import type { ApiVersion } from './versions';

/** Filters whose options live behind an `api_url` route (filter-items operation). */
export const API_FILTER_KEYS = ['interests', 'owner_categories', 'publishers'] as const;
export type ApiFilterKey = (typeof API_FILTER_KEYS)[number];

/** Paths of each operation, relative to `{base_url}` (which ends in the version segment). */
export interface PathLayout {
  filters(platform: SearchPlatform): string;
  filterItems(platform: PlatformKey, filter: string): string;
  search(platform: SearchPlatform): string;
  adDetail(platform: PlatformKey, id: number): string;
}

const seg = encodeURIComponent;

export const PATHS: Record<ApiVersion, PathLayout> = {
  v1: {
    filters: (p) => `/filters/${seg(p)}/search`,
    filterItems: (p, f) => `/${seg(p)}/filter/${seg(f)}/items`,
    search: (p) => `/${seg(p)}/ads/search`,
    adDetail: (p, id) => `/${seg(p)}/ads/${id}`,
  },
  v2: {
    filters: (p) => `/ads/${seg(p)}/filters`,
    filterItems: (p, f) => `/ads/${seg(p)}/filters/${seg(f)}`,
    search: (p) => `/ads/${seg(p)}/search`,
    adDetail: (p, id) => `/ads/${seg(p)}/${id}`,
  },
};

/** Route patterns (`:name` parameters) of each layout, for servers. */
export const ROUTE_PATTERNS: Record<ApiVersion, Record<keyof PathLayout, string>> = {
  v1: {
    filters: '/filters/:platform/search',
    filterItems: '/:platform/filter/:filter/items',
    search: '/:platform/ads/search',
    adDetail: '/:platform/ads/:ad',
  },
  v2: {
    filters: '/ads/:platform/filters',
    filterItems: '/ads/:platform/filters/:filter',
    search: '/ads/:platform/search',
    adDetail: '/ads/:platform/:ad',
  },
};
