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
 * is how many rows were read (`cap + 1` says more match). On mega `n` leaves out the row past the
 * cap, the oldest read, so the days sum to at most `cap` (a row may then count 0); on one platform
 * `n` counts it, and the reader takes it off the oldest day. The scope is the
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
  // On one platform the row past the cap is the oldest read, in the oldest day, which the reader
  // takes it off (`withoutRowPastCap`): numbering 10,001 rows cost a quarter of the statement. On
  // mega the day does not say which platform's row it was, so the rows are numbered.
  const numbered = query.platform === MEGA;
  const sql = `WITH matched AS (
      SELECT date_bin('1 day', ${column}, '2000-01-01T00:00:00Z') AS bin, a.platform
        ${numbered ? `, row_number() OVER (ORDER BY ${order}) AS rn` : ''}
      FROM ${scope}
      ORDER BY ${order}
      LIMIT ${cap + 1}
    )
    SELECT to_char(bin AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, platform,
      ${numbered ? `count(*) FILTER (WHERE rn <= ${cap}) AS n, max(max(rn)) OVER ()` : 'count(*) AS n, sum(count(*)) OVER ()'} AS matched
    FROM matched
    GROUP BY bin, platform`;
  return { sql, params: params.values };
}

/** Days counted on one platform, less the row read past `cap` (in the oldest day) when there was one. */
function withoutRowPastCap(days: DayCount[], matched: number, cap: number): DayCount[] {
  if (matched <= cap || days.length === 0) return days;
  const oldest = days.reduce((first, day) => (day.day < first.day ? day : first));
  return days.map((day) => (day === oldest ? { ...day, count: day.count - 1 } : day));
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
      const matched = rows.length > 0 ? Number(rows[0]!.matched) : 0;
      const read = rows.map((row) => ({ day: row.day, platform: row.platform, count: Number(row.n) }));
      const days = (query.platform === MEGA ? read : withoutRowPastCap(read, matched, cap)).filter(
        (row) => row.count > 0,
      );
      const interval = query.interval ?? intervalForSpan(days.map((row) => row.day));
      const relation = matched > cap ? 'gte' : 'eq';
      return { buckets: rollUp(days, interval, query.platform === MEGA), relation, interval, field: query.field };
    },
  };
}
