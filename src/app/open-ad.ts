import type { AdSummary } from '../contract/ads';
import { isPlatformKey, type SearchPlatform } from '../contract/platforms';
import type { AdRef } from '../ads/ad-ref';

/** The drawer's ad and its neighbours in the results, for ← and →. */
export interface OpenAd {
  ad: AdRef | null;
  prev: AdSummary | undefined;
  next: AdSummary | undefined;
}

/**
 * Resolves the link's ad id to a detail reference. A platform tab names the ad's platform; on
 * `mega` the platform comes from the loaded results (ad ids are unique across platforms), so a
 * mega link's ad opens once the page holding it has loaded.
 */
export function openAdOf(platform: SearchPlatform, id: number | null, ads: readonly AdSummary[]): OpenAd {
  if (id === null) return { ad: null, prev: undefined, next: undefined };
  const index = ads.findIndex((ad) => ad.id === id);
  const found = index < 0 ? undefined : ads[index];
  const adPlatform = isPlatformKey(platform) ? platform : found?.platform;
  return {
    ad: adPlatform ? { platform: adPlatform, id } : null,
    prev: index > 0 ? ads[index - 1] : undefined,
    next: index >= 0 ? ads[index + 1] : undefined,
  };
}
