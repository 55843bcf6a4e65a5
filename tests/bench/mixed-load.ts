import autocannon from 'autocannon';
import type { SearchPlatform } from '../../src/contract/platforms';
import type { SearchQuery } from '../../src/service/ads-store';
import { catalogueOf } from '../../src/service/catalogue/catalogues';
import type { Db } from '../../src/service/storage/db';
import { countByPlatformSql, countSql } from '../../src/service/storage/pg-ad-counter';
import { searchSql } from '../../src/service/storage/search-sql';
import { MEGA_BY_IMPRESSIONS, THREE_FILTERS_AND_TERM, UNFILTERED, type BenchSearch } from './bench-searches';
import type { PacedRequest } from './paced-load';
import { rawThroughput, type Throughput } from './throughput';

/** The searches of the mix: each read as page 1 with its totals (a new snapshot), then pages 2 and 3. */
const SEARCHES: BenchSearch[] = [
  UNFILTERED,
  THREE_FILTERS_AND_TERM,
  { platform: 'platform_b', fields: { verified: [true], advanced_order: { orderby: 'impressions', order: 'desc' } } },
  { platform: 'native', fields: { search_field: [{ type: 'text', text: 'summer' }] } },
  MEGA_BY_IMPRESSIONS,
];
const LATER_PAGES = [2, 3];

/** One request of the mix: a page of a search; page 1 has no `last_hit`, later pages read `lastHit`'s. */
interface MixedRequest {
  platform: SearchPlatform;
  fields: Record<string, unknown>;
  page: number;
}

const MIX: MixedRequest[] = SEARCHES.flatMap(({ platform, fields }) => [
  { platform, fields, page: 1 },
  ...LATER_PAGES.map((page) => ({ platform, fields, page })),
]);

/** The mix as requests to the service: page 1 without `last_hit`, later pages of the snapshot `lastHit`. */
export function mixedRequests(lastHit: number): PacedRequest[] {
  return MIX.map(({ platform, fields, page }) => ({
    path: `/api/v2/ads/${platform}/search`,
    body: JSON.stringify({ ...fields, page, ...(page > 1 ? { last_hit: lastHit } : {}) }),
  }));
}

/**
 * The mix through the service as fast as it answers (its ceiling): every connection sends the
 * searches in turn, each as page 1 (a new snapshot; its totals are counted once and shared by the
 * snapshots after it while nothing is written) and pages 2 and 3 of the snapshot `lastHit`, as
 * analysts paging results do.
 */
export async function mixedThroughput(
  origin: string,
  headers: Record<string, string>,
  lastHit: number,
  connections: number,
  seconds: number,
): Promise<Throughput> {
  const result = await autocannon({
    url: origin,
    method: 'POST',
    headers,
    connections,
    duration: seconds,
    requests: mixedRequests(lastHit),
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, stat]) => [status, stat?.count ?? 0]),
  );
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, statuses };
}

/**
 * The same mix as raw SQL from one pool, `concurrency` at a time: each request's page statement
 * (with the key's hides and bookmarks, as the service sends it) and, with `counting`, a count
 * beside every page 1 (the service counts a page 1 once per snapshot, so it may pass this floor).
 * Requests a second.
 */
export async function mixedFloor(
  pool: Db,
  lastHit: number,
  keyId: number,
  counting: boolean,
  concurrency: number,
  seconds: number,
): Promise<number> {
  const statements = MIX.map(({ platform, fields, page }) => {
    const scope = { platform, version: 'v2', page, lastHit, fields, origin: '' } as const;
    const query: SearchQuery = { ...scope, hiddenFor: keyId, bookmarkedFor: keyId };
    const pageSql = searchSql(query, catalogueOf(platform, 'v2'));
    const count = page === 1 && counting ? (platform === 'mega' ? countByPlatformSql(query) : countSql(query)) : null;
    return () => Promise.all([pool.query(pageSql.sql, pageSql.params), count && pool.query(count.sql, count.params)]);
  });
  let next = 0;
  return rawThroughput(() => statements[next++ % statements.length]!(), concurrency, seconds);
}
