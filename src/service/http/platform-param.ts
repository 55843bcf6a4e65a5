import { isPlatformKey, isSearchPlatform, type PlatformKey, type SearchPlatform } from '../../contract/platforms';
import type { ApiVersion } from '../../contract/versions';
import { ServiceError } from './service-error';

function notFound(platform: string): ServiceError {
  return new ServiceError('not_found', `There is no platform ${JSON.stringify(platform)} here.`);
}

/** A platform that holds ads (filter items, ad detail); `mega` is not one. */
export function adPlatform(platform: string): PlatformKey {
  if (!isPlatformKey(platform)) throw notFound(platform);
  return platform;
}

/** A platform the filters and search operations take: `mega` exists in v2 only. */
export function searchPlatform(platform: string, version: ApiVersion): SearchPlatform {
  if (!isSearchPlatform(platform) || (version === 'v1' && !isPlatformKey(platform))) throw notFound(platform);
  return platform;
}
