import { searchTotalsSchema } from '../../contract/extensions/totals';
import type { TotalsStore } from '../totals-store';
import type { Db } from './db';
import { snapshotCuts } from './snapshot-watermark';

/**
 * How long kept totals stay: most reads of a page 1 at its `last_hit` come within minutes of its
 * cut; a later one counts again, to the same answer.
 */
export const TOTALS_KEPT_MS = 60 * 60_000;
/** Expired totals are deleted at most this often by a process, by the first `keep` after it. */
const PRUNE_EVERY_MS = 60_000;

/**
 * The TotalsStore port over `search_totals` (migration 13), named by snapshot after the last
 * stamped write (`snapshot_watermark.last_write`, migration 14), shared by every process on the
 * database: a total is counted once per deployment, not once per process, and survives restarts.
 * Per-process memory would save the lookup (one indexed read) but count again in every process.
 * `clock` (unix ms) stamps rows and says when they expire.
 */
export function createPgTotalsStore(db: Db, clock: () => number = Date.now): TotalsStore {
  const cuts = snapshotCuts(db, clock);
  let prunedAt = Number.NEGATIVE_INFINITY;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    async find(search, lastHit) {
      // Every write stamped before `lastHit` is committed first, so `last_write` covers them all.
      await cuts.settle(lastHit * 1000);
      // Totals found through `since` now also answer for `lastHit`: the span widens to it, so a
      // re-read at `lastHit` after later writes still finds them.
      const { rows } = await db.query<{ since: string | number; totals: unknown }>(
        `WITH named AS (
           SELECT CASE WHEN w.last_write < to_timestamp($2) THEN floor(extract(epoch FROM w.last_write))::bigint + 1
                       ELSE $2::bigint END AS since
           FROM snapshot_watermark w),
         widened AS (
           UPDATE search_totals t SET same_until = $2 FROM named
           WHERE t.search = $1 AND t.last_hit = named.since AND t.same_until < $2
           RETURNING t.totals)
         SELECT named.since, coalesce(
           (SELECT totals FROM widened),
           (SELECT t.totals FROM search_totals t
            WHERE t.search = $1 AND t.last_hit <= $2 AND (t.last_hit = named.since OR t.same_until >= $2)
            LIMIT 1)) AS totals
         FROM named`,
        [search, lastHit],
      );
      const row = rows[0];
      const totals = row?.totals ? searchTotalsSchema.parse(row.totals) : undefined;
      return { since: row ? Number(row.since) : lastHit, totals };
    },
    async keep(search, { since, until }, totals) {
      const now = clock();
      await db.query(
        `INSERT INTO search_totals (search, last_hit, same_until, totals, stored_at)
         VALUES ($1, $2, $3, $4::jsonb, $5::timestamptz)
         ON CONFLICT (search, last_hit) DO UPDATE SET same_until = greatest(search_totals.same_until, EXCLUDED.same_until)`,
        [search, since, until, JSON.stringify(totals), iso(now)],
      );
      if (now - prunedAt < PRUNE_EVERY_MS) return;
      prunedAt = now;
      await db.query('DELETE FROM search_totals WHERE stored_at < $1::timestamptz', [iso(now - TOTALS_KEPT_MS)]);
    },
  };
}
