import type { ExtensionStores } from '../extension-stores';
import type { Db } from './db';
import { createPgBoardStore } from './pg-board-store';

/** Every extension store over one database; `clock` (unix ms) is what summaries are read as of. */
export function createPgExtensionStores(db: Db, clock: () => number = Date.now): ExtensionStores {
  return { boards: createPgBoardStore(db, clock) };
}
