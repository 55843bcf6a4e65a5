import type { BoardAd } from '../../contract/extensions/boards';
import type { Workspace } from '../core/workspace-backends';

/**
 * Makes a board of the visitor's own named `name` holding `ads` with their notes, in the same
 * order (a board lists the last saved first, so the last ad is saved first). Answers the new board's id.
 */
export async function saveBoardCopy(workspace: Workspace, name: string, ads: readonly BoardAd[]): Promise<number> {
  const board = await workspace.boards.create(name);
  for (const { ad, note } of [...ads].reverse()) await workspace.boards.save(board.id, ad, note);
  return board.id;
}
