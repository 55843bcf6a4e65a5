/** What a process knows of one read replica. */
export interface ReplicaState {
  /** The replica's URL with its password masked, for logs. */
  name: string;
  /** In rotation: its last query or probe reached it. */
  healthy: boolean;
  /** Every write stamped before this instant (unix ms) is replayed there, as last read. */
  safeBefore: number;
  /** Its replay trailed the primary by more than the configured bound at the last probe. */
  lagging: boolean;
}

/** How a read at a snapshot treats a replica: run there, read its watermark afresh first, or pass it by. */
export type ReplicaChoice = 'serve' | 'ask' | 'pass';

/**
 * A replica serves a snapshot (unix ms) only when healthy and known to hold every write stamped
 * before it. One that may have caught up since its last read is asked again, unless it lags
 * beyond the bound: then the primary answers without waiting for it.
 */
export function choiceFor(state: ReplicaState, snapshotMs: number): ReplicaChoice {
  if (!state.healthy) return 'pass';
  if (state.safeBefore >= snapshotMs) return 'serve';
  return state.lagging ? 'pass' : 'ask';
}

/** Whether a replica at watermark `safeBefore` trails the primary's `primaryMark` by more than `maxLagMs`. */
export function isLagging(safeBefore: number, primaryMark: number, maxLagMs: number): boolean {
  return primaryMark - safeBefore > maxLagMs;
}
