import type { SavedSearchRecord } from './saved-search-store';

/**
 * Feed tokens of the `feeds` extension (DESIGN §9): one per saved search, a capability that reads
 * the search's feed without a key. Another key's search reads as absent.
 */
export interface FeedStore {
  /** A new token for the key's search, replacing any earlier one; undefined when the key has no such search. */
  create(keyId: number, searchId: number): Promise<string | undefined>;
  /** When the search's feed URL was made (unix ms), null without one; undefined when the key has no such search. */
  status(keyId: number, searchId: number): Promise<number | null | undefined>;
  /** False when the key has no such search or it has no feed. */
  revoke(keyId: number, searchId: number): Promise<boolean>;
  /** The search a token opens, with the key that owns it. */
  search(token: string): Promise<{ keyId: number; search: SavedSearchRecord } | undefined>;
}
