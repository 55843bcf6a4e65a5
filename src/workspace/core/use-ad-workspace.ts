import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdSummary } from '../../contract/ads';
import type { Board } from '../../contract/extensions/boards';
import type { AdWrites } from './ad-writes';
import { adKeyText } from './workspace-backends';
import { useActiveWorkspace } from './workspace-context';
import { useWorkspaceSessionApi } from './workspace-session';

export { FIRST_BOARD_NAME } from './last-board';

/**
 * Saving and hiding ads of the active connection, for the card and drawer actions and the grid's
 * keys. Every change is a workspace mutation ({@link AdWrites}, loaded with the first change, so
 * the first page does not carry it): shown at once, undone on failure, and the workspace queries
 * it touches read anew; null while the workspace is not known yet.
 */
export function useAdWorkspace() {
  const active = useActiveWorkspace();
  const queryClient = useQueryClient();
  const session = useWorkspaceSessionApi().getState;
  return useMemo(() => {
    if (!active) return null;
    const { connection, workspace } = active;
    const keyOf = (ad: Pick<AdSummary, 'platform' | 'id'>) => `${connection.id}|${adKeyText(ad)}`;
    const ownerKey = (owner: number) => `${connection.id}|owner:${owner}`;
    // Made on the first change; a failed load is tried again on the next.
    let loaded: Promise<AdWrites> | undefined;
    const writes = () =>
      (loaded ??= import('./ad-writes')
        .then((module) => module.adWrites({ queryClient, connection, workspace, session, keyOf, ownerKey }))
        .catch((error: unknown) => {
          loaded = undefined;
          throw error;
        }));
    return {
      connection,
      workspace,
      keyOf,
      ownerKey,
      /** Creates a board named `name`; answers it. */
      createBoard: async (name: string): Promise<Board> => (await writes()).createBoard(name),
      /** Saves `ad` to the last board used (or the first, or a new "Saved ads"); answers the board. */
      save: async (ad: AdSummary): Promise<Board> => (await writes()).save(ad),
      saveTo: async (board: Board, ad: AdSummary, note?: string): Promise<Board> =>
        (await writes()).saveTo(board, ad, note),
      /** Creates a board named `name` and saves `ad` on it. */
      saveToNew: async (name: string, ad: AdSummary): Promise<Board> => (await writes()).saveToNew(name, ad),
      hide: async (ad: AdSummary) => (await writes()).hide(ad),
      /** Hides every ad of `ads` with one Undo; `onProgress` hears how many are hidden so far. */
      hideAll: async (ads: readonly AdSummary[], onProgress?: (done: number) => void) =>
        (await writes()).hideAll(ads, onProgress),
      hideOwner: async (ad: AdSummary) => (await writes()).hideOwner(ad),
      /** Shows again what the keys name (the card cover's Show again), one mutation for all. */
      showAgain: async (hides: { key: string; show: () => Promise<void> }[], what: string) =>
        (await writes()).showAgain(hides, what),
    };
  }, [active, queryClient, session]);
}

export type AdWorkspace = NonNullable<ReturnType<typeof useAdWorkspace>>;
