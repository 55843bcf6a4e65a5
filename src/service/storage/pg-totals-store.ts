import { searchTotalsSchema } from '../../contract/extensions/totals';
import type { TotalsStore } from '../totals-store';
import type { Db } from './db';

/**
 * How long kept totals stay: most reads of a page 1 at its `last_hit` come within minutes of its
 * cut; a later one counts again, to the same answer.
 */
export const TOTALS_KEPT_MS = 60 * 60_000;
/** Expired totals are deleted at most this often by a process, by the first `keep` after it. */
const PRUNE_EVERY_MS = 60_000;

/**
 * The TotalsStore port over `search_totals` (migration 13), shared by every process on the
 * database: a total is counted once per deployment, not once per process, and survives restarts.
 * Per-process memory would save the lookup (one indexed read) but count again in every process.
 * `clock` (unix ms) stamps rows and says when they expire.
 */
export function createPgTotalsStore(db: Db, clock: () => number = Date.now): TotalsStore {
  let prunedAt = Number.NEGATIVE_INFINITY;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    async find(search, lastHit) {
      const { rows } = await db.query<{ totals: unknown }>(
        'SELECT totals FROM search_totals WHERE search = $1 AND last_hit = $2',
        [search, lastHit],
      );
      return rows[0] ? searchTotalsSchema.parse(rows[0].totals) : undefined;
    },
    async keep(search, lastHit, totals) {
      const now = clock();
      await db.query(
        `INSERT INTO search_totals (search, last_hit, totals, stored_at) VALUES ($1, $2, $3::jsonb, $4::timestamptz)
         ON CONFLICT (search, last_hit) DO NOTHING`,
        [search, lastHit, JSON.stringify(totals), iso(now)],
      );
      if (now - prunedAt < PRUNE_EVERY_MS) return;
      prunedAt = now;
      await db.query('DELETE FROM search_totals WHERE stored_at < $1::timestamptz', [iso(now - TOTALS_KEPT_MS)]);
    },
  };
}
