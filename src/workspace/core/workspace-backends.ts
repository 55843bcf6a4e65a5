import type { AdKey } from '../../client/extensions/boards-api';
import type { AdSummary } from '../../contract/ads';
import type { Board, BoardAdsPage } from '../../contract/extensions/boards';
import type { HiddenList } from '../../contract/extensions/hidden';
import type { SavedSearchInput } from '../../contract/extensions/saved-searches';
import type { Total } from '../../contract/extensions/totals';
import type { SearchPlatform } from '../../contract/platforms';

/** Where a part of the workspace lives: the deployment's extension (DESIGN §8), or this browser. */
export type BackendKind = 'server' | 'browser';

/** Boards with a note per saved ad, one interface over both kinds. */
export interface BoardsBackend {
  readonly kind: BackendKind;
  list(): Promise<Board[]>;
  create(name: string): Promise<Board>;
  rename(board: number, name: string): Promise<Board>;
  remove(board: number): Promise<void>;
  /** One page of 18, last saved first. */
  ads(board: number, page: number): Promise<BoardAdsPage>;
  /** Saves `ad` (again) with `note`. */
  save(board: number, ad: AdSummary, note: string): Promise<void>;
  unsave(board: number, ad: AdKey): Promise<void>;
  /** The ads on any board, as `adKeyText`s; the server says so on each ad instead (`is_bookmarked`). */
  savedAds(): Promise<ReadonlySet<string>>;
  /** A read-only link token; only a server can share. */
  readonly share?: (board: number) => Promise<string>;
}

/** What is hidden from searches. */
export interface HiddenBackend {
  readonly kind: BackendKind;
  list(): Promise<HiddenList>;
  hideAd(ad: AdSummary): Promise<void>;
  showAd(ad: AdKey): Promise<void>;
  hideOwner(owner: { id: number; name: string }): Promise<void>;
  showOwner(owner: number): Promise<void>;
}

/** A saved search as the workspace shows it; `new_since_visit` is absent where it cannot be counted. */
export interface SavedSearchItem {
  id: number;
  name: string;
  platform: SearchPlatform;
  link: string;
  body: Record<string, unknown>;
  last_visit: string;
  new_since_visit?: Total;
}

/** Saved searches with "new since your last visit". */
export interface SavedSearchesBackend {
  readonly kind: BackendKind;
  list(): Promise<SavedSearchItem[]>;
  create(input: SavedSearchInput): Promise<SavedSearchItem>;
  rename(id: number, name: string): Promise<void>;
  remove(id: number): Promise<void>;
  /** Marks the search seen now. */
  visit(id: number): Promise<void>;
}

/** The three parts of the workspace for one connection. */
export interface Workspace {
  boards: BoardsBackend;
  hidden: HiddenBackend;
  savedSearches: SavedSearchesBackend;
}

/** `platform:id`, the text that names an ad in sets and stores. */
export function adKeyText(ad: AdKey): string {
  return `${ad.platform}:${ad.id}`;
}
