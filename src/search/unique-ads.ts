import type { AdSummary, SearchPage } from '../contract/ads';

/**
 * The ads of every loaded page in order, each id once: an ad that moved between pages while
 * paging keeps its first position.
 */
export function uniqueAds(pages: readonly SearchPage[]): AdSummary[] {
  const seen = new Set<string>();
  const ads: AdSummary[] = [];
  for (const page of pages) {
    for (const ad of page.ads) {
      const id = `${ad.platform}:${ad.id}`;
      if (seen.has(id)) continue;
      seen.add(id);
      ads.push(ad);
    }
  }
  return ads;
}
