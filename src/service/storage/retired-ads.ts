import type { DbSession } from './db';

/** Most ads one call retires: a lowered bound is reached over a few batches, not in one long transaction. */
export const MAX_RETIRED_AT_ONCE = 5_000;

/**
 * Retires the oldest live ads (first visible first, then lowest id) until at most `bound` are
 * live, at `at` (unix ms), and answers how many it retired. Rows are kept: snapshots cut up to
 * `at` still list them (DESIGN §4, a `last_hit` never expires), later ones do not (`search-sql.ts`).
 * Runs inside a stamped write, so the instant orders against snapshot cuts like any other stamp.
 */
export async function retireBeyond(tx: DbSession, bound: number, at: number): Promise<number> {
  const { rows } = await tx.query<{ live: number }>(
    'SELECT count(*)::integer AS live FROM ads WHERE retired_at IS NULL',
  );
  const excess = Math.min((rows[0]?.live ?? 0) - bound, MAX_RETIRED_AT_ONCE);
  if (excess <= 0) return 0;
  const retired = await tx.query(
    `UPDATE ads SET retired_at = $2::timestamptz
     WHERE id IN (SELECT id FROM ads WHERE retired_at IS NULL ORDER BY visible_from, id LIMIT $1)
     RETURNING id`,
    [excess, new Date(at).toISOString()],
  );
  return retired.rows.length;
}
