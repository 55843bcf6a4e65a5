import { MAX_COUNT, type Total } from '../../contract/extensions/totals';
import { PLATFORM_KEYS, type PlatformKey } from '../../contract/platforms';
import type { AdCounter, CountQuery } from '../ad-counter';
import { catalogueOf } from '../catalogue/catalogues';
import { SqlParams } from '../catalogue/sql-params';
import type { Db } from './db';
import { countScope } from './search-sql';
import { snapshotCuts } from './snapshot-watermark';

/** The count of `query`'s matches, stopping after `cap + 1` rows: one row, `n`. */
export function countSql(query: CountQuery, cap = MAX_COUNT): { sql: string; params: unknown[] } {
  const params = new SqlParams();
  const scope = countScope(query, catalogueOf(query.platform, query.version), params);
  return { sql: `SELECT count(*) AS n FROM (SELECT 1 FROM ${scope} LIMIT ${cap + 1}) capped`, params: params.values };
}

/**
 * The matches of a mega `query` per platform, each stopping after `cap + 1` rows and narrowed like
 * a platform's own search: a row (`platform`, `n`) per platform key.
 */
export function countByPlatformSql(query: CountQuery, cap = MAX_COUNT): { sql: string; params: unknown[] } {
  const params = new SqlParams();
  const scope = countScope(query, catalogueOf(query.platform, query.version), params, 'p.platform');
  const platforms = params.add([...PLATFORM_KEYS]);
  const sql = `SELECT p.platform, (SELECT count(*) FROM (SELECT 1 FROM ${scope} LIMIT ${cap + 1}) capped) AS n
    FROM unnest(${platforms}::text[]) AS p(platform)`;
  return { sql, params: params.values };
}

/**
 * The AdCounter port: the search's own scope, read at its snapshot, stopping after `cap + 1` rows
 * (per platform for `countByPlatform`) so a broad search costs at most that many. `cap` is
 * `MAX_COUNT` but in tests. A count waits until every write stamped before its snapshot is
 * committed (`clock`, unix ms, as the store's cuts), so it is final and may be kept.
 */
export function createPgAdCounter(db: Db, cap = MAX_COUNT, clock: () => number = Date.now): AdCounter {
  const cuts = snapshotCuts(db, clock);
  const totalOf = (n: number | string): Total =>
    Number(n) > cap ? { value: cap, relation: 'gte' } : { value: Number(n), relation: 'eq' };
  return {
    async count(query) {
      await cuts.settle(query.lastHit * 1000);
      const { sql, params } = countSql(query, cap);
      const { rows } = await db.query<{ n: number | string }>(sql, params);
      return totalOf(rows[0]!.n);
    },
    async countByPlatform(query) {
      await cuts.settle(query.lastHit * 1000);
      const { sql, params } = countByPlatformSql(query, cap);
      const { rows } = await db.query<{ platform: PlatformKey; n: number | string }>(sql, params);
      const counts = Object.fromEntries(rows.map((row) => [row.platform, totalOf(row.n)]));
      return Object.fromEntries(PLATFORM_KEYS.map((key) => [key, counts[key] ?? totalOf(0)])) as Record<
        PlatformKey,
        Total
      >;
    },
  };
}
