import type { RateCounter } from '../ads-store';
import type { Db } from './db';

/**
 * The RateCounter port over `rate_limit_windows`: one upsert per request, atomic under concurrent
 * processes, so N processes count as one. Windows that ended are pruned about once a window.
 */
export function createPgRateCounter(db: Db): RateCounter {
  let prunedAt = 0;
  return {
    async hit(subject, at, windowMs) {
      if (at - prunedAt >= windowMs) {
        prunedAt = at;
        await db.query('DELETE FROM rate_limit_windows WHERE started_at <= $1::bigint', [at - windowMs]);
      }
      const { rows } = await db.query<{ started_at: string | number; hits: number }>(
        `INSERT INTO rate_limit_windows AS w (subject, started_at, hits) VALUES ($1, $2::bigint, 1)
         ON CONFLICT (subject) DO UPDATE SET
           started_at = CASE WHEN w.started_at <= $2::bigint - $3::bigint THEN EXCLUDED.started_at ELSE w.started_at END,
           hits = CASE WHEN w.started_at <= $2::bigint - $3::bigint THEN 1 ELSE w.hits + 1 END
         RETURNING started_at, hits`,
        [subject, at, windowMs],
      );
      return { startedAt: Number(rows[0]!.started_at), hits: rows[0]!.hits };
    },
  };
}
