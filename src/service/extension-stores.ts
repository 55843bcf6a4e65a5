import type { BoardStore } from './board-store';

/** The per-key stores behind the extensions of DESIGN §8; a service given none offers none. */
export interface ExtensionStores {
  boards: BoardStore;
}
