import type { AdDetail, AdSummary } from '../../../contract/ads';
import { seenInstantsSchema } from '../../../contract/extensions/seen-at';

/** One cell of an export: text, a number, a list (CSV joins it with spaces) or nothing. */
export type ExportCell = string | number | readonly string[] | null;

/**
 * The columns of every export (search and board, CSV and JSON), in order; README "Using the
 * explorer" and docs/decisions.md document them. A board export adds {@link BOARD_COLUMNS}.
 */
export const EXPORT_COLUMNS = [
  'ad_id',
  'platform',
  'advertiser_id',
  'advertiser_name',
  'title',
  'copy',
  'call_to_action',
  'display_domain',
  'landing_url',
  'post_url',
  'media_type',
  'media_urls',
  'first_seen',
  'last_seen',
  'days_running',
  'impressions',
  'traffic_per_month',
  'views',
  'likes',
  'reposts',
  'comments',
  'upvotes',
  'countries',
] as const;

/** What a board export adds: the ad's note and when it was saved (ISO 8601 UTC). */
export const BOARD_COLUMNS = ['note', 'saved_at'] as const;

export type ExportColumn = (typeof EXPORT_COLUMNS)[number] | (typeof BOARD_COLUMNS)[number];

/** One exported ad: a value (or `null`) for each column. */
export type ExportRow = { [column in (typeof EXPORT_COLUMNS)[number]]: ExportCell } & {
  [column in (typeof BOARD_COLUMNS)[number]]?: ExportCell;
};

/** The counters of a summary's `stats`, by tooltip, and their columns. */
const COUNTERS = { View: 'views', Like: 'likes', Repost: 'reposts', Comment: 'comments', Upvote: 'upvotes' } as const;

/** An instant as ISO 8601 UTC, or `null` when `text` is missing or not a date. */
export function isoInstant(text: string | undefined): string | null {
  if (text === undefined) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function metadataValue(ad: AdSummary, tooltip: string) {
  return ad.metadata.find((item) => item.tooltip === tooltip)?.value;
}

/** A whole number from a counter or a count text (`87`, `"87 days"`); `null` otherwise. */
function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const match = typeof value === 'string' ? /^\s*(\d+)/.exec(value) : null;
  return match ? Number(match[1]) : null;
}

/** ISO 3166 alpha-2 codes: the detail's `countries`, else the summary's `Region` flags (`flag-au` → `AU`). */
function countryCodes(ad: AdSummary, detail: AdDetail | undefined): readonly string[] | null {
  if (detail?.countries) return detail.countries.map((code) => code.toUpperCase());
  const region = metadataValue(ad, 'Region');
  if (!Array.isArray(region)) return null;
  return region.flatMap((flag) => {
    const match = /^flag-([a-z]{2})$/i.exec(flag);
    return match ? [match[1]!.toUpperCase()] : [];
  });
}

/**
 * An ad as an export row, from its summary and, where read, its detail (copy, call to action,
 * landing URL and countries live only there). Instants are ISO 8601 UTC: the `seen_at`
 * extension's, else the detail's `first_seen` and `last_seen_at`; counters and days are numbers.
 */
export function exportRow(ad: AdSummary, detail?: AdDetail): ExportRow {
  const seen = { ...seenInstantsSchema.safeParse(detail ?? {}).data, ...seenInstantsSchema.safeParse(ad).data };
  const counters = Object.fromEntries(
    Object.entries(COUNTERS).map(([tooltip, column]) => [
      column,
      ad.stats.find((stat) => stat.tooltip === tooltip)?.value ?? null,
    ]),
  ) as Record<(typeof COUNTERS)[keyof typeof COUNTERS], number | null>;
  return {
    ad_id: ad.id,
    platform: ad.platform,
    advertiser_id: ad.owner.id,
    advertiser_name: ad.owner.name,
    title: ad.title ?? null,
    copy: detail?.description ?? null,
    call_to_action: detail?.call_to_action ?? null,
    display_domain: ad.display_url ?? null,
    landing_url: detail?.landing_url ?? null,
    post_url: ad.post_url ?? null,
    media_type: ad.media.length === 0 ? null : [...new Set(ad.media.map((media) => media.type))],
    media_urls: ad.media.length === 0 ? null : ad.media.map((media) => media.url),
    first_seen: isoInstant(seen.first_seen_at ?? detail?.first_seen),
    last_seen: isoInstant(seen.last_seen_at),
    days_running: wholeNumber(metadataValue(ad, 'Days Running')),
    impressions: wholeNumber(metadataValue(ad, 'Estimated Impression')),
    traffic_per_month: ad.traffic_estimate ?? null,
    ...counters,
    countries: countryCodes(ad, detail),
  };
}
