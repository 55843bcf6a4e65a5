import type { SearchTotals } from '../contract/extensions/totals';

/**
 * Totals already counted, by search and snapshot. A page at a given `last_hit` never changes, so
 * neither does its total (DESIGN §4): once counted, it answers every later read of that page 1.
 * `search` names what was counted (platform, version, fields, the key whose hides apply), never
 * the snapshot, which is `lastHit` (unix seconds).
 */
export interface TotalsStore {
  /** The totals kept for `search` at `lastHit`, if they were counted. */
  find(search: string, lastHit: number): Promise<SearchTotals | undefined>;
  /** Keeps totals counted at a settled snapshot; keeping the same pair again changes nothing (they are equal). */
  keep(search: string, lastHit: number, totals: SearchTotals): Promise<void>;
}
