import { SEARCH_FIELD_KEY } from '../../contract/filter-values';
import type { DateInterval } from '../../contract/extensions/date-interval';
import {
  LONGEST_RUNNING_LIMIT,
  STILL_ACTIVE_DAYS,
  type LongestRunningAd,
  type TrendBucket,
} from '../../contract/extensions/trends';
import { MEGA, PLATFORM_KEYS, type PlatformKey } from '../../contract/platforms';
import { catalogueOf } from '../catalogue/catalogues';
import { SqlParams } from '../catalogue/sql-params';
import type { TrendsQuery, TrendsStore } from '../trends-store';
import { toSummary, type SummaryRow } from './ad-views';
import { bookmarkedColumn } from './bookmarked-sql';
import { bucketStartSql, bucketStartsBetween } from './date-buckets';
import type { Db } from './db';
import { searchScope, SUMMARY_COLUMNS } from './search-sql';

/** Ads launched (first seen) in a bucket on one platform, or ads whose last sighting fell in it (`platform` null). */
interface BucketRow {
  start: string;
  platform: string | null;
  ads: number | string;
  impressions: number | string;
}

/**
 * What the key's v2 search narrowed to the advertiser (`owner_id`) reads at the snapshot, as
 * `FROM … WHERE …` over `a` and `r`: the same ads, hides and revisions, so the trends add up to
 * the search's count.
 */
function ownerScope(query: TrendsQuery, params: SqlParams): string {
  const fields = { [SEARCH_FIELD_KEY]: [{ type: 'owner_id', text: String(query.owner) }] };
  const scope = { platform: MEGA, lastHit: query.lastHit, fields, hiddenFor: query.keyId };
  return searchScope(scope, catalogueOf(MEGA, 'v2'), params);
}

/**
 * Launches and impressions by bucket and platform, and last sightings by bucket. A sighting is
 * never earlier than the launch, so every ad is active from its launch's bucket to its last
 * sighting's.
 */
async function bucketRows(db: Db, query: TrendsQuery): Promise<BucketRow[]> {
  const params = new SqlParams();
  const scope = ownerScope(query, params);
  const interval = params.add(query.interval);
  const { rows } = await db.query<BucketRow>(
    `WITH owned AS (
       SELECT a.platform, a.first_seen, greatest(a.first_seen, r.last_seen) AS last_seen, r.impressions
       FROM ${scope}
     )
     SELECT ${bucketStartSql('first_seen', interval)} AS start, platform, count(*) AS ads, sum(impressions) AS impressions
     FROM owned GROUP BY 1, 2
     UNION ALL
     SELECT ${bucketStartSql('last_seen', interval)}, NULL, count(*), 0
     FROM owned GROUP BY 1`,
    params.values,
  );
  return rows;
}

/** Every bucket from the first launch's to the last sighting's, empty ones included. */
function bucketsOf(rows: BucketRow[], interval: DateInterval): TrendBucket[] {
  const launches = rows.filter((row) => row.platform !== null);
  const ended = new Map(rows.filter((row) => row.platform === null).map((row) => [row.start, Number(row.ads)]));
  if (launches.length === 0) return [];
  const platforms = PLATFORM_KEYS.filter((key) => launches.some((row) => row.platform === key));
  const starts = [...launches.map((row) => row.start), ...ended.keys()].sort();
  let launchedSoFar = 0;
  let endedBefore = 0;
  return bucketStartsBetween(starts[0]!, starts.at(-1)!, interval).map((start) => {
    const here = launches.filter((row) => row.start === start);
    const launched = here.reduce((n, row) => n + Number(row.ads), 0);
    const impressions: Partial<Record<PlatformKey, number>> = Object.fromEntries(platforms.map((key) => [key, 0]));
    for (const row of here) impressions[row.platform as PlatformKey] = Number(row.impressions);
    launchedSoFar += launched;
    const active = launchedSoFar - endedBefore;
    endedBefore += ended.get(start) ?? 0;
    return { start, launched, active, impressions_by_platform: impressions };
  });
}

/** The advertiser's ads with the most days running at the snapshot, with whether each is still running. */
async function longestRunning(db: Db, query: TrendsQuery): Promise<LongestRunningAd[]> {
  const params = new SqlParams();
  const scope = ownerScope(query, params);
  const order = 'r.days_running DESC, a.id DESC';
  const { rows } = await db.query<SummaryRow & { is_bookmarked: boolean }>(
    `WITH top AS (
       SELECT a.id, r.valid_from FROM ${scope} ORDER BY ${order} LIMIT ${LONGEST_RUNNING_LIMIT}
     )
     SELECT ${SUMMARY_COLUMNS}, ${bookmarkedColumn(params.add(query.keyId))}
     FROM top p
     JOIN ads a ON a.id = p.id
     JOIN ad_revisions r ON r.ad_id = p.id AND r.valid_from = p.valid_from
     JOIN owners o ON o.id = a.owner_id
     ORDER BY ${order}`,
    params.values,
  );
  const activeSince = (query.lastHit - STILL_ACTIVE_DAYS * 86_400) * 1000;
  return rows.map((row) => ({
    ...toSummary(row, query.origin, query.lastHit, true),
    days_running: row.days_running,
    still_active: new Date(row.last_seen).getTime() >= activeSince,
  }));
}

/** The TrendsStore port: two reads of the advertiser's ads at the snapshot, bucketed here. */
export function createPgTrendsStore(db: Db): TrendsStore {
  return {
    async trends(query) {
      const { rows } = await db.query('SELECT 1 FROM owners WHERE id = $1', [query.owner]);
      if (rows.length === 0) return undefined;
      const [buckets, longest] = await Promise.all([bucketRows(db, query), longestRunning(db, query)]);
      return {
        interval: query.interval,
        last_hit: query.lastHit,
        buckets: bucketsOf(buckets, query.interval),
        longest_running: longest,
      };
    },
  };
}
