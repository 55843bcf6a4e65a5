import { MAX_COUNT } from '../../contract/extensions/totals';
import type { AdCounter } from '../ad-counter';
import { catalogueOf } from '../catalogue/catalogues';
import { SqlParams } from '../catalogue/sql-params';
import type { Db } from './db';
import { searchScope } from './search-sql';

/**
 * The AdCounter port: the search's own scope, read at its snapshot, stopping after `cap + 1` rows
 * so a broad search costs at most that many. `cap` is `MAX_COUNT` but in tests.
 */
export function createPgAdCounter(db: Db, cap = MAX_COUNT): AdCounter {
  return {
    async count(query) {
      const params = new SqlParams();
      const scope = searchScope(query, catalogueOf(query.platform, query.version), params);
      const since =
        query.firstSeenAfter === undefined
          ? ''
          : ` AND a.first_seen > ${params.add(new Date(query.firstSeenAfter).toISOString())}::timestamptz`;
      const { rows } = await db.query<{ n: number | string }>(
        `SELECT count(*) AS n FROM (SELECT 1 FROM ${scope}${since} LIMIT ${cap + 1}) capped`,
        params.values,
      );
      const n = Number(rows[0]!.n);
      return n > cap ? { value: cap, relation: 'gte' } : { value: n, relation: 'eq' };
    },
  };
}
