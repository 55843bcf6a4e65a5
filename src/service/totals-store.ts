import type { SearchTotals } from '../contract/extensions/totals';

/**
 * Totals already counted, by search and snapshot. A page at a given `last_hit` never changes, so
 * neither does its total (DESIGN §4): once counted, it answers every later read of that page 1.
 * `search` names what was counted (platform, version, fields, the key whose hides apply), never
 * the snapshot, which is `lastHit` (unix seconds).
 */
export interface TotalsStore {
  /**
   * The totals kept for `search` at `lastHit`, if they were counted there or at a snapshot holding
   * the same rows (no write stamped between the two), and `since`: the earliest such snapshot.
   */
  find(search: string, lastHit: number): Promise<{ since: number; totals: SearchTotals | undefined }>;
  /**
   * Keeps totals counted for the snapshots `since` (what `find` named) to `until` (the `lastHit`
   * counted), which hold the same rows; keeping them again only widens the span (they are equal).
   */
  keep(search: string, span: { since: number; until: number }, totals: SearchTotals): Promise<void>;
}
