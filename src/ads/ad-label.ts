import type { AdSummary } from '../contract/ads';

/** Accessible name of an ad, also the alt text of its media: its title, else its advertiser. */
export function adLabel(ad: AdSummary): string {
  return ad.title?.trim() || `Ad by ${ad.owner.name}`;
}
