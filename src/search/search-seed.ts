import type { SearchPlatform } from '../contract/platforms';
import { parseSearchLocation } from '../filters/engine/search-location';
import type { SearchSeed } from './search-store';

/** The tab a bare or unreadable link opens. */
export const DEFAULT_PLATFORM: SearchPlatform = 'platform_a';

/** The search state a URL describes; a path naming no platform opens the default tab, with a notice when it was not bare. */
export function seedFromUrl(pathname: string, search: string): SearchSeed {
  const { location, dropped } = parseSearchLocation(pathname, search);
  if (!location) return { platform: DEFAULT_PLATFORM, params: new URLSearchParams(), ad: null, dropped };
  return { ...location, dropped };
}
