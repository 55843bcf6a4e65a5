import type { SearchPlatform } from '../contract/platforms';
import type { DroppedParam } from '../filters/engine/dropped-param';
import { parseSearchLocation } from './search-location';
import type { SearchSeed } from './search-store';
import { isViewPath } from './view-paths';

/** The tab a bare or unreadable link opens. */
export const DEFAULT_PLATFORM: SearchPlatform = 'platform_a';

/** Every query parameter of a link that names no platform: none of them can be decoded. */
function unplacedParams(search: string): DroppedParam[] {
  return [...new URLSearchParams(search)].map(([name, value]) => ({
    name,
    value,
    reason: 'the link names no platform',
  }));
}

/**
 * The search state a URL describes. A path naming no platform opens the default tab; every part
 * of such a link that is not used (the path, each parameter) is named in `dropped`; a workspace
 * page (`isViewPath`) is not a search link and drops nothing.
 */
export function seedFromUrl(pathname: string, search: string): SearchSeed {
  // A page that is not a search opens the default tab behind it, dropping nothing.
  if (isViewPath(pathname)) return { platform: DEFAULT_PLATFORM, params: new URLSearchParams(), ad: null, dropped: [] };
  const { location, dropped } = parseSearchLocation(pathname, search);
  if (!location) {
    return {
      platform: DEFAULT_PLATFORM,
      params: new URLSearchParams(),
      ad: null,
      compare: [],
      dropped: [...dropped, ...unplacedParams(search)],
    };
  }
  return { ...location, dropped };
}
