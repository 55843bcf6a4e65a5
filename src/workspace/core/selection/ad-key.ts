import type { AdRef } from '../../../ads/ad-ref';

/**
 * The key of one ad in a selection: `platform:id`. Ads found through `mega` come from several
 * platforms, so the id alone does not name an ad.
 */
export function adKey(ad: AdRef): string {
  return `${ad.platform}:${ad.id}`;
}
