import { KEY_SUBJECT_PREFIX, type RateCounter } from '../ads-store';
import type { Db } from './db';
import { KEY_COLUMNS, toKeyRecord, type KeyRow } from './pg-key-store';

/**
 * Counts one request at `$2` (unix ms) in a window of `$3` ms for the subject `source` selects,
 * atomically under concurrent processes: a window that ended restarts at this request.
 */
const countRequest = (source: string) =>
  `INSERT INTO rate_limit_windows AS w (subject, started_at, hits) ${source}
   ON CONFLICT (subject) DO UPDATE SET
     started_at = CASE WHEN w.started_at <= $2::bigint - $3::bigint THEN EXCLUDED.started_at ELSE w.started_at END,
     hits = CASE WHEN w.started_at <= $2::bigint - $3::bigint THEN 1 ELSE w.hits + 1 END
   RETURNING started_at, hits`;

interface WindowRow {
  started_at: string | number;
  hits: number;
}

const toWindow = (row: WindowRow) => ({ startedAt: Number(row.started_at), hits: row.hits });

/**
 * The RateCounter port over `rate_limit_windows`: one statement per request, so N processes count
 * as one; a stored key is looked up and counted in that same statement. Windows that ended are
 * pruned about once a window.
 */
export function createPgRateCounter(db: Db): RateCounter {
  let prunedAt = 0;
  const prune = async (at: number, windowMs: number) => {
    if (at - prunedAt < windowMs) return;
    prunedAt = at;
    await db.query('DELETE FROM rate_limit_windows WHERE started_at <= $1::bigint', [at - windowMs]);
  };
  return {
    async hit(subject, at, windowMs) {
      await prune(at, windowMs);
      const { rows } = await db.query<WindowRow>(countRequest('VALUES ($1, $2::bigint, 1)'), [subject, at, windowMs]);
      return toWindow(rows[0]!);
    },
    async hitKey(hash, at, windowMs) {
      await prune(at, windowMs);
      const { rows } = await db.query<KeyRow & { [K in keyof WindowRow]: WindowRow[K] | null }>(
        `WITH k AS (SELECT ${KEY_COLUMNS} FROM api_keys WHERE key_hash = $1),
         counted AS (${countRequest(`SELECT $4::text || k.id, $2::bigint, 1 FROM k WHERE k.revoked_at IS NULL`)})
         SELECT k.*, counted.started_at, counted.hits FROM k LEFT JOIN counted ON true`,
        [hash, at, windowMs, KEY_SUBJECT_PREFIX],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { started_at: startedAt, hits } = row;
      return {
        record: toKeyRecord(row),
        window: startedAt === null || hits === null ? undefined : toWindow({ started_at: startedAt, hits }),
      };
    },
  };
}
