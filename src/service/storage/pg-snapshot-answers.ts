import type { SnapshotAnswers } from '../snapshot-answers';
import type { Db } from './db';
import { snapshotCuts } from './snapshot-watermark';

/**
 * How long kept answers stay: most reads of a snapshot come within minutes of its cut; a later
 * one reads again, to the same answer.
 */
export const ANSWERS_KEPT_MS = 60 * 60_000;
/** Expired answers are deleted at most this often by a process, by the first `keep` after it. */
const PRUNE_EVERY_MS = 60_000;

/**
 * The SnapshotAnswers port over `snapshot_answers` (migrations 13 and 19), named by snapshot after
 * the last stamped write (`snapshot_watermark.last_write`, migration 14), shared by every process
 * on the database: an answer is read once per deployment, not once per process, and survives
 * restarts. Per-process memory would save the lookup (one indexed read) but read again in every
 * process. `clock` (unix ms) stamps rows and says when they expire.
 */
export function createPgSnapshotAnswers(db: Db, clock: () => number = Date.now): SnapshotAnswers {
  const cuts = snapshotCuts(db, clock);
  let prunedAt = Number.NEGATIVE_INFINITY;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    async find(key, lastHit) {
      // Every write stamped before `lastHit` is committed first, so `last_write` covers them all.
      await cuts.settle(lastHit * 1000);
      // An answer found through `since` now also answers for `lastHit`: the span widens to it, so
      // a re-read at `lastHit` after later writes still finds it.
      const { rows } = await db.query<{ since: string | number; answer: unknown }>(
        `WITH named AS (
           SELECT CASE WHEN w.last_write < to_timestamp($2) THEN floor(extract(epoch FROM w.last_write))::bigint + 1
                       ELSE $2::bigint END AS since
           FROM snapshot_watermark w),
         widened AS (
           UPDATE snapshot_answers t SET same_until = $2 FROM named
           WHERE t.key = $1 AND t.last_hit = named.since AND t.same_until < $2
           RETURNING t.answer)
         SELECT named.since, coalesce(
           (SELECT answer FROM widened),
           (SELECT t.answer FROM snapshot_answers t
            WHERE t.key = $1 AND t.last_hit <= $2 AND (t.last_hit = named.since OR t.same_until >= $2)
            LIMIT 1)) AS answer
         FROM named`,
        [key, lastHit],
      );
      const row = rows[0];
      return { since: row ? Number(row.since) : lastHit, answer: row?.answer ?? undefined };
    },
    async keep(key, { since, until }, answer) {
      const now = clock();
      await db.query(
        `INSERT INTO snapshot_answers (key, last_hit, same_until, answer, stored_at)
         VALUES ($1, $2, $3, $4::jsonb, $5::timestamptz)
         ON CONFLICT (key, last_hit) DO UPDATE SET same_until = greatest(snapshot_answers.same_until, EXCLUDED.same_until)`,
        [key, since, until, JSON.stringify(answer), iso(now)],
      );
      if (now - prunedAt < PRUNE_EVERY_MS) return;
      prunedAt = now;
      await db.query('DELETE FROM snapshot_answers WHERE stored_at < $1::timestamptz', [iso(now - ANSWERS_KEPT_MS)]);
    },
  };
}
