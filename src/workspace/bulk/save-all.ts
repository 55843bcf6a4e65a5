import type { AdSummary } from '../../contract/ads';
import type { Board } from '../../contract/extensions/boards';
import type { AdWorkspace } from '../core/use-ad-workspace';

/** What saving a selection did: how many ads are on the board now, and the first failure's reason. */
export interface SaveAllOutcome {
  saved: number;
  failed: number;
  error?: string;
}

/**
 * Saves each ad of `ads` to `board`, one request each (the boards backend has no bulk call), in
 * the selection's order; a failure is counted and the rest are still saved. `onProgress` hears
 * how many are done so far.
 */
export async function saveAll(
  actions: Pick<AdWorkspace, 'saveTo'>,
  board: Board,
  ads: readonly AdSummary[],
  onProgress: (done: number) => void,
): Promise<SaveAllOutcome> {
  const outcome: SaveAllOutcome = { saved: 0, failed: 0 };
  for (const ad of ads) {
    try {
      await actions.saveTo(board, ad);
      outcome.saved++;
    } catch (error) {
      outcome.failed++;
      outcome.error ??= error instanceof Error ? error.message : String(error);
    }
    onProgress(outcome.saved + outcome.failed);
  }
  return outcome;
}

/** How a finished save reads: "Saved 10 ads to Rivals", and what failed. */
export function saveAllMessage(outcome: SaveAllOutcome, board: Pick<Board, 'name'>): string {
  const ads = (n: number) => `${n} ${n === 1 ? 'ad' : 'ads'}`;
  const saved = `Saved ${ads(outcome.saved)} to ${board.name}`;
  return outcome.failed === 0 ? saved : `${saved}; ${ads(outcome.failed)} could not be saved: ${outcome.error}`;
}
