import type { Board, BoardAdsPage, SharedBoard } from '../contract/extensions/boards';
import type { PlatformKey } from '../contract/platforms';

/** What saving an ad on a board came to. */
export type SaveOutcome = 'saved' | 'no_board' | 'no_ad';

/**
 * Boards of the `boards` extension (DESIGN §8). Every method but the shared ones takes the key id
 * and touches only that key's boards: another key's board reads as absent.
 */
export interface BoardStore {
  list(keyId: number): Promise<Board[]>;
  create(keyId: number, name: string): Promise<Board>;
  get(keyId: number, boardId: number): Promise<Board | undefined>;
  rename(keyId: number, boardId: number, name: string): Promise<Board | undefined>;
  /** False when the key has no such board. */
  remove(keyId: number, boardId: number): Promise<boolean>;
  /** Page `page` of a board's ads (18, last saved first); undefined when the key has no such board. */
  ads(keyId: number, boardId: number, page: number, origin: string): Promise<BoardAdsPage | undefined>;
  /** Saves the ad with its note, or replaces the note of an ad already saved (keeping when it was saved). */
  save(keyId: number, boardId: number, platform: PlatformKey, adId: number, note: string): Promise<SaveOutcome>;
  /** False when the key has no such board or the ad is not on it. */
  unsave(keyId: number, boardId: number, platform: PlatformKey, adId: number): Promise<boolean>;
  /** A new read-only token for the board, replacing any earlier one; undefined when the key has no such board. */
  share(keyId: number, boardId: number): Promise<string | undefined>;
  /** Stops the board's link; false when the key has no such board. */
  unshare(keyId: number, boardId: number): Promise<boolean>;
  /** The board a share token opens, with its id for `sharedAds`; undefined for an unknown token. */
  shared(token: string): Promise<{ boardId: number; board: SharedBoard } | undefined>;
  /** Page `page` of a shared board's ads, as its readers see them (nothing marked bookmarked). */
  sharedAds(boardId: number, page: number, origin: string): Promise<BoardAdsPage>;
  /** Which of `adIds` are on one of the key's boards. */
  bookmarked(keyId: number, adIds: number[]): Promise<Set<number>>;
}
