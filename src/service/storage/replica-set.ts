import { isConnectionError, isRecoveryConflict } from './connection-errors';
import type { Db, DbSession } from './db';
import { choiceFor, isLagging, type ReplicaState } from './replica-state';
import { advanceWatermark, replayedWatermark } from './snapshot-watermark';

/** How far a replica may trail the primary and still be waited for (`REPLICA_MAX_LAG_MS`). */
export const DEFAULT_REPLICA_MAX_LAG_MS = 3_000;
/** The watermark moves just after each second starts: snapshots are whole seconds. */
const TICK_OFFSET_MS = 20;
/** Replicas are probed this long after the tick, by when a healthy one has replayed it. */
const PROBE_DELAY_MS = 200;

export interface ReplicaSetOptions {
  primary: Db;
  /** Opens the pool of one replica; `onIdleError` receives failures of its idle connections. */
  replicas: { name: string; open: (onIdleError: (error: Error) => void) => Db }[];
  /** A replica trailing the primary by more than this is not waited for (`REPLICA_MAX_LAG_MS`). */
  maxLagMs: number;
  /** Told of each change: out of rotation, back, lagging, caught up. */
  log: (line: string) => void;
  /** Unix ms the watermark is moved to; defaults to the system clock. */
  clock?: () => number;
}

/** Streaming replicas that take the reads they can answer exactly, healthy or not. */
export interface ReplicaSet {
  /**
   * Runs `work` on a healthy replica that holds every write stamped before `snapshotMs`, in turn;
   * a replica that cannot be reached leaves the rotation and the next one (else `onPrimary`) runs
   * it within the same call.
   */
  read<T>(snapshotMs: number, work: (db: DbSession) => Promise<T>, onPrimary: () => Promise<T>): Promise<T>;
  /** Stops the probes and closes the replicas' pools. */
  close(): Promise<void>;
}

interface Member extends ReplicaState {
  db: Db;
  asking?: Promise<void>;
}

/**
 * Once a second it moves the primary's watermark (so replicas of an idle primary keep serving the
 * newest snapshots) and reads every replica's: a healthy one's progress and lag, an ejected one's
 * health. Timers are unref'd: they never keep the process alive.
 */
export function createReplicaSet(options: ReplicaSetOptions): ReplicaSet {
  const clock = options.clock ?? Date.now;
  const { primary, log, maxLagMs } = options;
  const members = options.replicas.map(({ name, open }) => {
    const member: Member = {
      name,
      healthy: true,
      safeBefore: Number.NEGATIVE_INFINITY,
      lagging: false,
      db: open((error) => eject(member, error)),
    };
    return member;
  });
  let primaryMark = Number.NEGATIVE_INFINITY;
  let turn = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cycle: Promise<void> = Promise.resolve();
  let closed = false;

  function eject(member: Member, error: Error) {
    if (!member.healthy) return;
    member.healthy = false;
    log(`Replica ${member.name} out of rotation: ${error.message}`);
  }

  function observe(member: Member, safeBefore: number) {
    member.safeBefore = safeBefore;
    if (!member.healthy) {
      member.healthy = true;
      log(`Replica ${member.name} back in rotation`);
    }
    const lagging = isLagging(safeBefore, primaryMark, maxLagMs);
    if (lagging === member.lagging) return;
    member.lagging = lagging;
    log(
      lagging
        ? `Replica ${member.name} lags more than ${maxLagMs} ms behind the primary: newer snapshots read the primary`
        : `Replica ${member.name} caught up`,
    );
  }

  /** Reads a member's watermark; concurrent asks share one query. */
  function ask(member: Member): Promise<void> {
    member.asking ??= replayedWatermark(member.db)
      .then((safeBefore) => observe(member, safeBefore))
      .finally(() => (member.asking = undefined));
    return member.asking;
  }

  async function probe() {
    try {
      primaryMark = await advanceWatermark(primary, clock);
    } catch {
      // The primary's own failures surface in the requests that need it.
    }
    await sleep(PROBE_DELAY_MS);
    await Promise.all(members.map((member) => ask(member).catch((error: Error) => eject(member, error))));
  }

  function schedule() {
    if (closed) return;
    const now = clock();
    timer = setTimeout(
      () => {
        cycle = probe().finally(schedule);
      },
      1000 - (now % 1000) + TICK_OFFSET_MS,
    );
    timer.unref();
  }
  schedule();

  return {
    async read(snapshotMs, work, onPrimary) {
      const start = turn++;
      for (let i = 0; i < members.length; i += 1) {
        const member = members[(start + i) % members.length]!;
        try {
          const choice = choiceFor(member, snapshotMs);
          if (choice === 'ask') await ask(member);
          if (choiceFor(member, snapshotMs) !== 'serve') continue;
          return await work(member.db);
        } catch (error) {
          if (isRecoveryConflict(error)) break;
          if (!isConnectionError(error)) throw error;
          eject(member, error as Error);
        }
      }
      return onPrimary();
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await cycle;
      await Promise.all(members.map((member) => member.db.close()));
    },
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms).unref());
}
