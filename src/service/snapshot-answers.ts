/**
 * Answers already read from a snapshot (a page 1's totals, a histogram), by what was asked and
 * the snapshot. A snapshot never changes (DESIGN §4), so neither does any answer read from it:
 * once read, it answers every later ask at that `last_hit`. `key` names what was asked (the kind
 * of answer, platform, version, fields, the key whose hides apply, the answer's own options),
 * never the snapshot, which is `lastHit` (unix seconds). Answers are JSON; their reader parses them.
 */
export interface SnapshotAnswers {
  /**
   * The answer kept for `key` at `lastHit`, if it was read there or at a snapshot holding the same
   * rows (no write stamped between the two), and `since`: the earliest such snapshot.
   */
  find(key: string, lastHit: number): Promise<{ since: number; answer: unknown }>;
  /**
   * Keeps an answer read for the snapshots `since` (what `find` named) to `until` (the `lastHit`
   * read), which hold the same rows; keeping it again only widens the span (the answers are equal).
   */
  keep(key: string, span: { since: number; until: number }, answer: unknown): Promise<void>;
}
