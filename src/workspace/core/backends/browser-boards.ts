import { z } from '../../../contract/zod';
import type { AdSummary } from '../../../contract/ads';
import { boardAdSchema, nameSchema, type Board, type BoardAd } from '../../../contract/extensions/boards';
import { PAGE_SIZE } from '../../../contract/search-request';
import { browserDocument } from './browser-documents';
import { adKeyText, type BoardsBackend } from '../workspace-backends';
import { builtOnFirstUse } from '../../../contract/built-on-first-use';

/** A board as this browser keeps it: its saved ads with their notes, last saved first. */
const storedBoardSchema = builtOnFirstUse(() =>
  z.object({
    id: z.int(),
    name: nameSchema,
    created_at: z.string(),
    updated_at: z.string(),
    ads: z.array(boardAdSchema),
  }),
);
type StoredBoard = z.infer<typeof storedBoardSchema>;

/** What "Export boards" writes and "Import boards" reads. */
export const boardsExportSchema = builtOnFirstUse(() =>
  z.object({
    format: z.literal('ads-explorer.boards'),
    boards: z.array(storedBoardSchema),
  }),
);
export type BoardsExport = z.infer<typeof boardsExportSchema>;

interface BoardsDocument {
  nextId: number;
  boards: StoredBoard[];
}

/** The error of a change to a board this browser does not have. */
export class NoSuchBoardError extends Error {
  constructor(board: number) {
    super(`There is no board ${board} in this browser.`);
  }
}

const asBoard = (board: StoredBoard): Board => ({
  id: board.id,
  name: board.name,
  ads_count: board.ads.length,
  shared: false,
  created_at: board.created_at,
  updated_at: board.updated_at,
});

/** Boards kept in this browser for one connection (`scope`), for deployments without `boards`. */
export function browserBoards(
  scope: string,
  now: () => Date = () => new Date(),
): BoardsBackend & {
  exportAll(): Promise<BoardsExport>;
  /** Adds the file's boards beside the ones here (never replacing them); answers how many. */
  importAll(file: unknown): Promise<number>;
} {
  const doc = browserDocument<BoardsDocument>(`${scope}|boards`, () => ({ nextId: 1, boards: [] }));
  const change = <R>(board: number, apply: (found: StoredBoard) => R) =>
    doc.update((value) => {
      const found = value.boards.find((b) => b.id === board);
      if (!found) throw new NoSuchBoardError(board);
      const result = apply(found);
      found.updated_at = now().toISOString();
      return { value, result };
    });
  return {
    kind: 'browser',
    list: async () => (await doc.read()).boards.map(asBoard),
    create: (name) =>
      doc.update((value) => {
        const stamp = now().toISOString();
        const board = { id: value.nextId, name: nameSchema.parse(name), created_at: stamp, updated_at: stamp, ads: [] };
        return { value: { nextId: value.nextId + 1, boards: [...value.boards, board] }, result: asBoard(board) };
      }),
    rename: (board, name) =>
      change(board, (found) => {
        found.name = nameSchema.parse(name);
        return found;
      }).then(asBoard),
    remove: (board) =>
      doc.update((value) => {
        if (!value.boards.some((b) => b.id === board)) throw new NoSuchBoardError(board);
        return { value: { ...value, boards: value.boards.filter((b) => b.id !== board) }, result: undefined };
      }),
    async ads(board, page) {
      const found = (await doc.read()).boards.find((b) => b.id === board);
      if (!found) throw new NoSuchBoardError(board);
      const ads = found.ads.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      return { ads, current_page: page, has_next_page: found.ads.length > page * PAGE_SIZE };
    },
    // As the service does: an ad saved again keeps its place and when it was saved, with the new note.
    save: (board, ad: AdSummary, note) =>
      change(board, (found) => {
        const kept = found.ads.find((a) => adKeyText(a.ad) === adKeyText(ad));
        if (kept) kept.note = note;
        else found.ads = [{ ad, note, saved_at: now().toISOString() } satisfies BoardAd, ...found.ads];
      }),
    unsave: (board, ad) =>
      change(board, (found) => {
        found.ads = found.ads.filter((a) => adKeyText(a.ad) !== adKeyText(ad));
      }),
    savedAds: async () => new Set((await doc.read()).boards.flatMap((b) => b.ads.map((a) => adKeyText(a.ad)))),
    exportAll: async () => ({ format: 'ads-explorer.boards', boards: (await doc.read()).boards }),
    importAll: async (file) => {
      const { boards } = boardsExportSchema.parse(file);
      return doc.update((value) => {
        let nextId = value.nextId;
        const added = boards.map((board) => ({ ...board, id: nextId++ }));
        return { value: { nextId, boards: [...value.boards, ...added] }, result: added.length };
      });
    },
  };
}
