import type { Db } from './db';

interface ReplicaState {
  caught_up: boolean;
  replayed: Date | null;
}

/**
 * The newest snapshot instant (unix seconds, at most `nowMs`) that every replica can serve
 * exactly (DESIGN §7). A replica that has replayed the primary's WAL up to where it stood after
 * `nowMs` holds every commit made before it; one that lags holds every commit made before its
 * last replayed commit (`pg_last_xact_replay_timestamp()`), so the cut moves back to that.
 */
export async function replayedInstant(primary: Db, replicas: Db[], nowMs: number): Promise<number> {
  const { rows } = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
  const states = await Promise.all(
    replicas.map(async (replica) => {
      const answer = await replica.query<ReplicaState>(
        `SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS caught_up, pg_last_xact_replay_timestamp() AS replayed`,
        [rows[0]!.lsn],
      );
      return answer.rows[0]!;
    }),
  );
  let cut = Math.floor(nowMs / 1000);
  for (const state of states) {
    if (state.caught_up) continue;
    if (!state.replayed) throw new Error('A read replica has not replayed any transaction yet; try again shortly.');
    cut = Math.min(cut, Math.floor(new Date(state.replayed).getTime() / 1000));
  }
  return cut;
}
