import type { AdDetail, AdSummary, Media, Metadata, Stat } from '../../contract/ads';
import { platformKeySchema } from '../../contract/platforms';
import { CALLS_TO_ACTION, CTA_NONE } from '../catalogue/options';
import { initialsOf, mediaPath } from '../demo/media-names';
import type { StatCounters } from './ad-records';
import { dailyHistory } from './ad-history';
import { relativeTime } from './relative-time';

/** Columns a search reads: the ad, its owner and the revision valid at the snapshot. */
export interface SummaryRow extends StatCounters {
  id: number;
  platform: string;
  title: string;
  display_url: string;
  post_url: string | null;
  media: Media[];
  countries: string[];
  owner_id: number;
  owner_name: string;
  owner_verified: boolean;
  first_seen: Date;
  last_seen: Date;
  days_running: number;
  impressions: number | string;
  traffic: number;
  /** Read with the page when it names a key whose bookmarks mark it (`bookmarkedColumn`); else false. */
  is_bookmarked?: boolean;
}

/** A summary row plus the columns only the detail shows. */
export interface DetailRow extends SummaryRow {
  description: string;
  cta_id: number;
  landing_url: string;
  language: string;
  category_label: string | null;
}

const STATS: {
  column: 'views' | 'likes' | 'reposts' | 'comments' | 'upvotes';
  tooltip: Stat['tooltip'];
  icon: string;
}[] = [
  { column: 'views', tooltip: 'View', icon: 'eye' },
  { column: 'likes', tooltip: 'Like', icon: 'heart' },
  { column: 'reposts', tooltip: 'Repost', icon: 'repeat' },
  { column: 'comments', tooltip: 'Comment', icon: 'message-circle' },
  { column: 'upvotes', tooltip: 'Upvote', icon: 'arrow-big-up' },
];

const CTA_LABELS = new Map(CALLS_TO_ACTION.filter((c) => c.key !== CTA_NONE).map((c) => [c.key, c.label ?? '']));

const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url);

function mediaOf(media: Media[], origin: string): Media[] {
  return media.map((m) => ({
    ...m,
    url: absolute(origin, m.url),
    ...(m.thumbnail ? { thumbnail: absolute(origin, m.thumbnail) } : {}),
  }));
}

/** The `seen_at` extension's fields (DESIGN §9): when the ad was first and last seen, ISO 8601 UTC. */
function seenInstants(row: SummaryRow): { first_seen_at: string; last_seen_at: string } {
  return { first_seen_at: new Date(row.first_seen).toISOString(), last_seen_at: new Date(row.last_seen).toISOString() };
}

/**
 * The summary of one ad as of `nowSeconds` (the snapshot), with media URLs made absolute; with
 * `seenAt` (v2 with the `seen_at` extension) it also carries the ad's seen instants.
 */
export function toSummary(row: SummaryRow, origin: string, nowSeconds: number, seenAt = false): AdSummary {
  const lastSeen = new Date(row.last_seen).getTime();
  const stats: Stat[] = STATS.flatMap(({ column, tooltip, icon }) =>
    row[column] === null ? [] : [{ tooltip, value: row[column]!, icon }],
  );
  const metadata: Metadata[] = [
    { tooltip: 'Region', value: row.countries.map((c) => `flag-${c.toLowerCase()}`) },
    { tooltip: 'Estimated Impression', value: Number(row.impressions) },
    { tooltip: 'Days Running', value: `${row.days_running} day${row.days_running === 1 ? '' : 's'}` },
  ];
  return {
    id: row.id,
    is_bookmarked: row.is_bookmarked ?? false,
    platform: platformKeySchema.parse(row.platform),
    title: row.title,
    display_url: row.display_url,
    traffic_estimate: row.traffic,
    last_seen: relativeTime(lastSeen, nowSeconds),
    ...(row.post_url ? { post_url: row.post_url } : {}),
    owner: {
      id: row.owner_id,
      name: row.owner_name,
      avatar_url: absolute(
        origin,
        mediaPath({ kind: 'avatar', ownerId: row.owner_id, initials: initialsOf(row.owner_name) }),
      ),
      is_verified: row.owner_verified,
    },
    media: mediaOf(row.media, origin),
    stats,
    metadata,
    ...(seenAt ? seenInstants(row) : {}),
  };
}

/** The detail record of DESIGN §3 as of `nowSeconds`; `seenAt` as for {@link toSummary}. */
export function toDetail(row: DetailRow, origin: string, nowSeconds: number, seenAt = false): AdDetail {
  const summary = toSummary(row, origin, nowSeconds, seenAt);
  const firstSeen = new Date(row.first_seen).getTime();
  const lastSeen = new Date(row.last_seen).getTime();
  return {
    ...summary,
    owner: { ...summary.owner, ...(row.category_label ? { category: row.category_label } : {}) },
    description: row.description,
    ...(CTA_LABELS.has(row.cta_id) ? { call_to_action: CTA_LABELS.get(row.cta_id) } : {}),
    landing_url: row.landing_url,
    first_seen: new Date(firstSeen).toISOString(),
    last_seen_at: new Date(lastSeen).toISOString(),
    countries: row.countries,
    language: row.language,
    history: dailyHistory(row.id, firstSeen, lastSeen, {
      impressions: Number(row.impressions),
      likes: row.likes ?? 0,
      daysRunning: row.days_running,
    }),
  };
}
