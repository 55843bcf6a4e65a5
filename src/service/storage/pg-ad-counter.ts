import { MAX_COUNT, type Total } from '../../contract/extensions/totals';
import { PLATFORM_KEYS, type PlatformKey } from '../../contract/platforms';
import type { AdCounter, CountQuery } from '../ad-counter';
import { catalogueOf } from '../catalogue/catalogues';
import { SqlParams } from '../catalogue/sql-params';
import type { Db } from './db';
import { searchScope } from './search-sql';

/**
 * The AdCounter port: the search's own scope, read at its snapshot, stopping after `cap + 1` rows
 * (per platform for `countByPlatform`) so a broad search costs at most that many. `cap` is
 * `MAX_COUNT` but in tests.
 */
export function createPgAdCounter(db: Db, cap = MAX_COUNT): AdCounter {
  const totalOf = (n: number | string): Total =>
    Number(n) > cap ? { value: cap, relation: 'gte' } : { value: Number(n), relation: 'eq' };
  /** The scope of `query` as `FROM …` text. */
  const scopeOf = (query: CountQuery, params: SqlParams) =>
    searchScope(query, catalogueOf(query.platform, query.version), params);
  return {
    async count(query) {
      const params = new SqlParams();
      const { rows } = await db.query<{ n: number | string }>(
        `SELECT count(*) AS n FROM (SELECT 1 FROM ${scopeOf(query, params)} LIMIT ${cap + 1}) capped`,
        params.values,
      );
      return totalOf(rows[0]!.n);
    },
    async countByPlatform(query) {
      const params = new SqlParams();
      const scope = scopeOf(query, params);
      const platforms = params.add([...PLATFORM_KEYS]);
      // One capped count per platform, each narrowed on both tables like a platform's own search.
      const { rows } = await db.query<{ platform: PlatformKey; n: number | string }>(
        `SELECT p.platform, (SELECT count(*) FROM (
            SELECT 1 FROM ${scope} AND a.platform = p.platform AND r.platform = p.platform LIMIT ${cap + 1}
          ) capped) AS n
        FROM unnest(${platforms}::text[]) AS p(platform)`,
        params.values,
      );
      const counts = Object.fromEntries(rows.map((row) => [row.platform, totalOf(row.n)]));
      return Object.fromEntries(PLATFORM_KEYS.map((key) => [key, counts[key] ?? totalOf(0)])) as Record<
        PlatformKey,
        Total
      >;
    },
  };
}
