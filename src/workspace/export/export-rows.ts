import type { AdSummary } from '../../contract/ads';
import { PLATFORM_LABELS } from '../../contract/platforms';

/** One exported ad as readable columns, in the order a spreadsheet shows them. */
export type ExportRow = Record<string, string | number | boolean | null>;

function metadataText(value: AdSummary['metadata'][number]['value']): string {
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** A counter's column name: `View` → `views`. */
function statColumn(tooltip: string): string {
  const name = tooltip.trim().toLowerCase().replace(/\s+/g, '_');
  return name.endsWith('s') ? name : `${name}s`;
}

/**
 * The ads as rows with the same columns each: the ad, its advertiser, texts and links, one column
 * per counter and per metadata field any of them has (empty where an ad has none), its media.
 */
export function exportRows(ads: readonly AdSummary[]): ExportRow[] {
  const stats = [...new Set(ads.flatMap((ad) => ad.stats.map((stat) => stat.tooltip)))];
  const metadata = [...new Set(ads.flatMap((ad) => ad.metadata.map((item) => item.tooltip)))];
  return ads.map((ad) => {
    const row: ExportRow = {
      platform: PLATFORM_LABELS[ad.platform],
      ad_id: ad.id,
      advertiser: ad.owner.name,
      advertiser_id: ad.owner.id,
      advertiser_verified: ad.owner.is_verified,
      title: ad.title ?? null,
      display_url: ad.display_url ?? null,
      traffic_per_month: ad.traffic_estimate ?? null,
      last_seen: ad.last_seen ?? null,
      post_url: ad.post_url ?? null,
    };
    for (const name of stats) row[statColumn(name)] = ad.stats.find((s) => s.tooltip === name)?.value ?? null;
    for (const name of metadata) {
      const item = ad.metadata.find((m) => m.tooltip === name);
      row[name.toLowerCase().replace(/\s+/g, '_')] = item ? metadataText(item.value) : null;
    }
    row.media_count = ad.media.length;
    row.first_media_url = ad.media[0]?.url ?? null;
    row.saved = ad.is_bookmarked;
    return row;
  });
}
