import type { AdSummary } from '../../contract/ads';
import { seenInstantsSchema } from '../../contract/extensions/seen-at';
import { countryCodeOfFlag } from '../region-flags';

/** The value of the summary's metadata entry named `tooltip` (interface doc 2.7), if any. */
function metadataValue(ad: AdSummary, tooltip: string): unknown {
  return ad.metadata.find((entry) => entry.tooltip === tooltip)?.value;
}

/** A whole number from a counter or a count text (`87`, `"87 days"`); `null` otherwise. */
export function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const match = typeof value === 'string' ? /^\s*(\d+)/.exec(value) : null;
  return match ? Number(match[1]) : null;
}

/** When the ad was first seen (ISO 8601): only the `seen_at` extension says so in a summary. */
export function firstSeenOf(ad: AdSummary): string | null {
  return seenInstantsSchema.safeParse(ad).data?.first_seen_at ?? null;
}

/**
 * When the ad was last seen: the `seen_at` extension's instant (`iso`), else the interface's
 * relative text (`"3 days ago"`); null when the summary says neither.
 */
export function lastSeenOf(ad: AdSummary): { iso: string } | { text: string } | null {
  const iso = seenInstantsSchema.safeParse(ad).data?.last_seen_at;
  if (iso) return { iso };
  return ad.last_seen ? { text: ad.last_seen } : null;
}

/** Days the ad has run, from its `Days Running` metadata (`"87 days"` or `87`). */
export function daysRunningOf(ad: AdSummary): number | null {
  return wholeNumber(metadataValue(ad, 'Days Running'));
}

/** Estimated impressions, from the `Estimated Impression` metadata. */
export function impressionsOf(ad: AdSummary): number | null {
  return wholeNumber(metadataValue(ad, 'Estimated Impression'));
}

/** One counter of the summary's `stats` by its tooltip (`View`, `Like`, …); null when the ad has none. */
export function statOf(ad: AdSummary, tooltip: string): number | null {
  return ad.stats.find((stat) => stat.tooltip === tooltip)?.value ?? null;
}

/** ISO 3166 alpha-2 codes of the `Region` metadata's flag names (`flag-au` → `AU`); unreadable names are left out. */
export function countriesOf(ad: AdSummary): string[] {
  const region = metadataValue(ad, 'Region');
  const names = Array.isArray(region) ? region : typeof region === 'string' ? [region] : [];
  return names.flatMap((name) => {
    const code = typeof name === 'string' ? countryCodeOfFlag(name) : null;
    return code ? [code] : [];
  });
}
