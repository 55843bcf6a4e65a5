import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdSummary } from '../../contract/ads';
import type { Board } from '../../contract/extensions/boards';
import { readLastBoard, writeLastBoard } from './last-board';
import { showUndo } from './undo-notification';
import { partKey } from './workspace-queries';
import { adKeyText } from './workspace-backends';
import { useActiveWorkspace } from './workspace-context';
import { useWorkspaceSessionApi } from './workspace-session';

/** The board a plain "Save" uses when none was used yet. */
export const FIRST_BOARD_NAME = 'Saved ads';

/**
 * Saving and hiding ads of the active connection, for the card and drawer actions and the grid's
 * keys. Every change invalidates the workspace queries it touches; null while the workspace is
 * not known yet.
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
    const changed = (part: 'boards' | 'hidden') =>
      queryClient.invalidateQueries({ queryKey: partKey(connection, part) });

    /** The board a plain Save uses: the last one used, else the first, else a new one. */
    const lastBoard = async (): Promise<Board> => {
      const boards = await workspace.boards.list();
      const last = readLastBoard(connection.id);
      return boards.find((b) => b.id === last) ?? boards[0] ?? (await workspace.boards.create(FIRST_BOARD_NAME));
    };
    const saveTo = async (board: Board, ad: AdSummary, note = '') => {
      await workspace.boards.save(board.id, ad, note);
      writeLastBoard(connection.id, board.id);
      session().setSaved(keyOf(ad), true);
      await changed('boards');
      return board;
    };
    const hide = async (ad: AdSummary) => {
      await workspace.hidden.hideAd(ad);
      session().setHidden(keyOf(ad), { kind: 'ad' });
      await changed('hidden');
      showUndo(`Ad hidden: ${ad.title ?? `#${ad.id}`}`, async () => {
        await workspace.hidden.showAd(ad);
        session().setHidden(keyOf(ad), null);
        await changed('hidden');
      });
    };
    /**
     * Hides every ad of `ads`, one request each (the hidden backend has no bulk call), with one
     * Undo for all of them; `onProgress` hears how many are hidden so far.
     */
    const hideAll = async (ads: readonly AdSummary[], onProgress: (done: number) => void = () => {}) => {
      const hidden: AdSummary[] = [];
      try {
        for (const ad of ads) {
          await workspace.hidden.hideAd(ad);
          session().setHidden(keyOf(ad), { kind: 'ad' });
          hidden.push(ad);
          onProgress(hidden.length);
        }
      } finally {
        await changed('hidden');
        if (hidden.length > 0) {
          showUndo(`${hidden.length} ads hidden`, async () => {
            for (const ad of hidden) {
              await workspace.hidden.showAd(ad);
              session().setHidden(keyOf(ad), null);
            }
            await changed('hidden');
          });
        }
      }
    };
    const hideOwner = async (ad: AdSummary) => {
      const owner = { id: ad.owner.id, name: ad.owner.name };
      await workspace.hidden.hideOwner(owner);
      session().setHidden(ownerKey(owner.id), { kind: 'owner', owner: owner.id, name: owner.name });
      await changed('hidden');
      showUndo(`Advertiser hidden: ${owner.name}`, async () => {
        await workspace.hidden.showOwner(owner.id);
        session().setHidden(ownerKey(owner.id), null);
        await changed('hidden');
      });
    };
    return {
      connection,
      workspace,
      keyOf,
      ownerKey,
      /** Saves `ad` to the last board used (or the first, or a new "Saved ads"); answers the board. */
      save: async (ad: AdSummary) => saveTo(await lastBoard(), ad),
      saveTo,
      /** Creates a board named `name` and saves `ad` on it. */
      saveToNew: async (name: string, ad: AdSummary) => saveTo(await workspace.boards.create(name), ad),
      hide,
      hideAll,
      hideOwner,
    };
  }, [active, queryClient, session]);
}

export type AdWorkspace = NonNullable<ReturnType<typeof useAdWorkspace>>;
