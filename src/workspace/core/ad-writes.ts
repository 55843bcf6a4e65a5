import type { QueryClient } from '@tanstack/react-query';
import type { Connection } from '../../client/connection';
import type { AdSummary } from '../../contract/ads';
import type { Board } from '../../contract/extensions/boards';
import { FIRST_BOARD_NAME, readLastBoard, writeLastBoard } from './last-board';
import { showUndo } from './undo-notification';
import type { Workspace } from './workspace-backends';
import { runWorkspaceMutation, sayError, type WorkspaceWrite } from './workspace-mutation';
import type { SessionHide, WorkspaceSession } from './workspace-session';

/** What the ad actions' changes work on. */
export interface AdWritesContext {
  queryClient: QueryClient;
  connection: Connection;
  workspace: Workspace;
  /** This page's session, read when a change is made. */
  session(): WorkspaceSession;
  keyOf(ad: Pick<AdSummary, 'platform' | 'id'>): string;
  ownerKey(owner: number): string;
}

/**
 * Saving and hiding ads, each change a workspace mutation: the card shows it at once (the
 * session), it is undone if the service refuses, and the part's queries are read anew. The
 * callers tell failures, but for Undo's, which say themselves. Loaded with the first change.
 */
export function adWrites({ queryClient, connection, workspace, session, keyOf, ownerKey }: AdWritesContext) {
  const run = <V, R>(spec: WorkspaceWrite<V, R>, variables: V) =>
    runWorkspaceMutation(queryClient, connection, spec, variables);
  /** Sets `key` saved or not at once; answers the undo. */
  const markSaved = (key: string, saved: boolean) => {
    const before = session().saved[key];
    session().setSaved(key, saved);
    return () => session().setSaved(key, before ?? null);
  };
  /** Hides (or shows, with null) what `key` names at once; answers the undo. */
  const markHidden = (key: string, hide: SessionHide | null) => {
    const before = session().hidden[key];
    session().setHidden(key, hide);
    return () => session().setHidden(key, before ?? null);
  };
  const createBoard = (name: string) =>
    run({ write: (n: string) => workspace.boards.create(n), parts: ['boards'], failure: false }, name);

  /** The board a plain Save uses: the last one used, else the first, else a new one. */
  const lastBoard = async (): Promise<Board> => {
    const boards = await workspace.boards.list();
    const last = readLastBoard(connection.id);
    return boards.find((b) => b.id === last) ?? boards[0] ?? (await createBoard(FIRST_BOARD_NAME));
  };
  const saveTo = async (board: Board, ad: AdSummary, note = '') => {
    await run(
      {
        write: () => workspace.boards.save(board.id, ad, note),
        atOnce: () => markSaved(keyOf(ad), true),
        succeeded: () => writeLastBoard(connection.id, board.id),
        parts: ['boards'],
        failure: false,
      },
      ad,
    );
    return board;
  };
  /** Shows again what `hides` hid, in one mutation; a failure says so ("{what} not shown again"). */
  const showAgain = (hides: { key: string; show: () => Promise<void> }[], what: string): Promise<void> =>
    run(
      {
        write: async () => {
          for (const { show } of hides) await show();
        },
        atOnce: () => {
          const undos = hides.map(({ key }) => markHidden(key, null));
          return () => undos.forEach((undo) => undo());
        },
        parts: ['hidden'],
        failure: sayError(`${what} not shown again`),
      },
      hides,
    ).catch(() => {});
  const hide = async (ad: AdSummary) => {
    await run(
      {
        write: () => workspace.hidden.hideAd(ad),
        atOnce: () => markHidden(keyOf(ad), { kind: 'ad' }),
        parts: ['hidden'],
        failure: false,
      },
      ad,
    );
    showUndo(`Ad hidden: ${ad.title ?? `#${ad.id}`}`, () =>
      showAgain([{ key: keyOf(ad), show: () => workspace.hidden.showAd(ad) }], 'The ad was'),
    );
  };
  /**
   * Hides every ad of `ads`, one request each (the hidden backend has no bulk call), with one
   * Undo for all of them; `onProgress` hears how many are hidden so far.
   */
  const hideAll = async (ads: readonly AdSummary[], onProgress: (done: number) => void = () => {}) => {
    const hidden: AdSummary[] = [];
    try {
      await run(
        {
          write: async () => {
            for (const ad of ads) {
              await workspace.hidden.hideAd(ad);
              session().setHidden(keyOf(ad), { kind: 'ad' });
              hidden.push(ad);
              onProgress(hidden.length);
            }
          },
          parts: ['hidden'],
          failure: false,
        },
        ads,
      );
    } finally {
      if (hidden.length > 0) {
        showUndo(`${hidden.length} ads hidden`, () =>
          showAgain(
            hidden.map((ad) => ({ key: keyOf(ad), show: () => workspace.hidden.showAd(ad) })),
            'The ads were',
          ),
        );
      }
    }
  };
  const hideOwner = async (ad: AdSummary) => {
    const owner = { id: ad.owner.id, name: ad.owner.name };
    await run(
      {
        write: () => workspace.hidden.hideOwner(owner),
        atOnce: () => markHidden(ownerKey(owner.id), { kind: 'owner', owner: owner.id, name: owner.name }),
        parts: ['hidden'],
        failure: false,
      },
      owner,
    );
    showUndo(`Advertiser hidden: ${owner.name}`, () =>
      showAgain([{ key: ownerKey(owner.id), show: () => workspace.hidden.showOwner(owner.id) }], 'The advertiser was'),
    );
  };
  return {
    createBoard,
    /** Saves `ad` to the last board used (or the first, or a new "Saved ads"); answers the board. */
    save: async (ad: AdSummary) => saveTo(await lastBoard(), ad),
    saveTo,
    /** Creates a board named `name` and saves `ad` on it. */
    saveToNew: async (name: string, ad: AdSummary) => saveTo(await createBoard(name), ad),
    hide,
    hideAll,
    hideOwner,
    showAgain,
  };
}

/** The ad actions' changes. */
export type AdWrites = ReturnType<typeof adWrites>;
