import { MEGA, type SearchPlatform } from '../contract/platforms';
import type { ApiVersion } from '../contract/versions';

/** Whether the connected layout can search `platform`; only `mega` depends on it. */
export function canSearch(platform: SearchPlatform, version: ApiVersion | undefined): boolean {
  return platform !== MEGA || version === 'v2';
}
