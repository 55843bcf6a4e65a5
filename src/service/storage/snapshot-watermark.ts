import type { Db, DbSession } from './db';

/**
 * Advisory lock that orders stamped writes against snapshot cuts. A writer holds it exclusively
 * from before it reads its stamp until it commits; a cut waits for it in shared mode. So a cut
 * at instant N never misses a write stamped before N: that write either committed before the cut
 * or read its stamp after it.
 */
const SNAPSHOT_LOCK = 7_240_003;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Runs `work` in one transaction whose rows are stamped `at` (unix ms from `clock`, read once the
 * snapshot lock is held), and moves `snapshot_watermark` to `at` in the same commit: `safe_before`
 * (a replica that has replayed it holds every write stamped before it) and `last_write` (snapshots
 * cut after it hold the same rows).
 */
export function stampedWrite<T>(
  db: Db,
  clock: () => number,
  work: (tx: DbSession, at: number) => Promise<T>,
): Promise<T> {
  return watermarked(db, clock, work, 'last_write = greatest(last_write, $1::timestamptz)');
}

/** Moves `safe_before` to now without writing anything else, so replicas of an idle primary keep up. */
export const advanceWatermark = (db: Db, clock: () => number) => watermarked(db, clock, async (_tx, at) => at);

function watermarked<T>(
  db: Db,
  clock: () => number,
  work: (tx: DbSession, at: number) => Promise<T>,
  alsoSet?: string,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SNAPSHOT_LOCK]);
    const at = clock();
    const result = await work(tx, at);
    const set = ['safe_before = greatest(safe_before, $1::timestamptz)', ...(alsoSet ? [alsoSet] : [])];
    await tx.query(`UPDATE snapshot_watermark SET ${set.join(', ')}`, [iso(at)]);
    return result;
  });
}

/**
 * Moves `last_write` past every stamp in the catalogue's rows: for writes that stamp rows with
 * their own instants (the demo seed's history) rather than through `stampedWrite`.
 */
export async function recordRowStamps(tx: DbSession): Promise<void> {
  await tx.query(
    `UPDATE snapshot_watermark SET last_write = greatest(last_write,
       (SELECT max(greatest(indexed_at, visible_from, retired_at)) FROM ads),
       (SELECT max(greatest(valid_from, valid_to)) FROM ad_revisions))`,
  );
}

/**
 * An instant (unix ms from `clock`) before which every stamped write is committed on `db`: read
 * before waiting for the writer in flight, if any. One statement, whose implicit transaction takes
 * and drops the lock.
 */
export async function settledInstant(db: DbSession, clock: () => number): Promise<number> {
  const at = clock();
  await db.query('SELECT pg_advisory_xact_lock_shared($1)', [SNAPSHOT_LOCK]);
  return at;
}

/** The watermark a database (a replica, say) has: every write stamped before it is there. */
export async function replayedWatermark(db: DbSession): Promise<number> {
  const { rows } = await db.query<{ safe_before: Date }>('SELECT safe_before FROM snapshot_watermark');
  return rows[0] ? new Date(rows[0].safe_before).getTime() : Number.NEGATIVE_INFINITY;
}

/** Snapshot cuts on the primary. */
export interface SnapshotCuts {
  /** A new snapshot instant (unix ms): every write stamped before it is committed. */
  cut(): Promise<number>;
  /**
   * A new snapshot instant like `cut()`'s, without a round trip when a cut in the current second
   * (or later) already settled the second's start: then that start, which names the same
   * snapshot, as snapshots are whole seconds. At most one lock a second per process, not one per page 1.
   */
  newest(): Promise<number>;
  /** Resolves once every write stamped before `ms` is committed: at once for instants already cut. */
  settle(ms: number): Promise<void>;
}

/** The cuts made so far, per database and clock: see {@link snapshotCuts}. */
const sharedCuts = new WeakMap<DbSession, Map<() => number, SnapshotCuts>>();

/**
 * Cuts over `db`, shared by every part of this process that asks with the same clock (the
 * store, the counter, the totals, the histogram): a second settled by one is settled for all, so
 * a page 1 with its totals costs at most one lock a second, not one a part.
 */
export function snapshotCuts(db: DbSession, clock: () => number): SnapshotCuts {
  const byClock = sharedCuts.get(db) ?? new Map<() => number, SnapshotCuts>();
  sharedCuts.set(db, byClock);
  const known = byClock.get(clock);
  if (known) return known;
  const made = newSnapshotCuts(db, clock);
  byClock.set(clock, made);
  return made;
}

/**
 * New cuts over `db`. A `last_hit` from a page 1 was settled when it was cut; one a client made up
 * may name the current second while a batch stamped in it is still committing, so it waits like a cut.
 */
function newSnapshotCuts(db: DbSession, clock: () => number): SnapshotCuts {
  let settled = Number.NEGATIVE_INFINITY;
  const cut = async () => {
    const at = await settledInstant(db, clock);
    settled = Math.max(settled, at);
    return at;
  };
  return {
    cut,
    async newest() {
      const now = clock();
      const second = now - (now % 1000);
      return settled >= second ? second : cut();
    },
    async settle(ms) {
      if (ms > settled) await cut();
    },
  };
}
