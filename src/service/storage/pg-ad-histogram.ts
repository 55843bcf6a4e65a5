import { MAX_COUNT } from '../../contract/extensions/totals';
import type { HistogramField } from '../../contract/extensions/histogram';
import { MEGA } from '../../contract/platforms';
import type { AdHistogram, HistogramQuery } from '../ad-histogram';
import { catalogueOf } from '../catalogue/catalogues';
import { SqlParams } from '../catalogue/sql-params';
import { intervalForSpan, rollUp, type DayCount } from '../histogram-buckets';
import type { Db } from './db';
import { countScope } from './search-sql';
import { snapshotCuts } from './snapshot-watermark';

/** The column each field reads: first seen never changes; last seen is the revision's at the snapshot. */
const COLUMNS: Record<HistogramField, string> = { first_seen: 'a.first_seen', last_seen: 'r.last_seen' };

/**
 * The matches of `query` per UTC day and platform, newest first by the field, stopping after
 * `cap + 1` rows: a row (`day`, `platform`, `n`, `matched`) per day and platform, where `matched`
 * is how many rows were read (`cap + 1` says more match). `n` leaves out the row past the cap, the
 * oldest read, so the days sum to at most `cap` (a row may then count 0). The scope is the
 * count's (and the pages'): the same fields, hides, retirement and snapshot; the newest-first
 * walk follows the `first_seen` indexes of `ads`, which carry the snapshot's columns (migration
 * 18). Rows are binned by arithmetic (`date_bin`) and only the bins are printed as days.
 */
export function histogramSql(query: HistogramQuery, cap = MAX_COUNT): { sql: string; params: unknown[] } {
  const params = new SqlParams();
  const column = COLUMNS[query.field];
  const catalogue = catalogueOf(query.platform, query.version);
  const scope = countScope(query, catalogue, params, undefined, column.startsWith('r.'));
  const order = `${column} DESC, a.id DESC`;
  const sql = `WITH matched AS (
      SELECT date_bin('1 day', ${column}, '2000-01-01T00:00:00Z') AS bin, a.platform,
        row_number() OVER (ORDER BY ${order}) AS rn
      FROM ${scope}
      ORDER BY ${order}
      LIMIT ${cap + 1}
    )
    SELECT to_char(bin AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, platform,
      count(*) FILTER (WHERE rn <= ${cap}) AS n, max(max(rn)) OVER () AS matched
    FROM matched
    GROUP BY bin, platform`;
  return { sql, params: params.values };
}

/**
 * The AdHistogram port over `db`: one statement reading the search's scope at its snapshot, after
 * every write stamped before it is committed (`clock`, unix ms, as the store's cuts), so a
 * histogram and the pages of one `last_hit` read the same rows. `cap` is `MAX_COUNT` but in tests.
 */
export function createPgAdHistogram(db: Db, cap = MAX_COUNT, clock: () => number = Date.now): AdHistogram {
  const cuts = snapshotCuts(db, clock);
  return {
    async histogram(query) {
      await cuts.settle(query.lastHit * 1000);
      const { sql, params } = histogramSql(query, cap);
      const { rows } = await db.query<{ day: string; platform: string; n: number | string; matched: number | string }>(
        sql,
        params,
      );
      const days: DayCount[] = rows
        .map((row) => ({ day: row.day, platform: row.platform, count: Number(row.n) }))
        .filter((row) => row.count > 0);
      const interval = query.interval ?? intervalForSpan(days.map((row) => row.day));
      const relation = rows.length > 0 && Number(rows[0]!.matched) > cap ? 'gte' : 'eq';
      return { buckets: rollUp(days, interval, query.platform === MEGA), relation, interval, field: query.field };
    },
  };
}
