import type { PlatformKey } from '../contract/platforms';

/**
 * An ad's link in the explorer served at `origin`: its platform's tab with the ad open in the
 * detail drawer (`?ad=`, the explorer's link parameter for it). Ad ids are unique, so it is stable.
 */
export function explorerAdLink(origin: string, ad: { platform: PlatformKey; id: number }): string {
  return `${origin}/${encodeURIComponent(ad.platform)}?ad=${ad.id}`;
}
