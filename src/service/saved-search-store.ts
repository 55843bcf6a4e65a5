import type { SearchPlatform } from '../contract/platforms';

/** A saved search as stored; `body` holds the validated v2 search fields. */
export interface SavedSearchRecord {
  id: number;
  name: string;
  platform: SearchPlatform;
  link: string;
  body: Record<string, unknown>;
  /** Unix milliseconds. */
  lastVisit: number;
  createdAt: string;
}

/**
 * Saved searches of the `saved_searches` extension (DESIGN §8), per key: another key's search reads
 * as absent. Instants are unix milliseconds of the service's clock.
 */
export interface SavedSearchStore {
  /** Oldest first, as the user saved them. */
  list(keyId: number): Promise<SavedSearchRecord[]>;
  /** Saved as visited now: nothing is new yet. */
  create(
    keyId: number,
    search: Pick<SavedSearchRecord, 'name' | 'platform' | 'link' | 'body'>,
  ): Promise<SavedSearchRecord>;
  rename(keyId: number, id: number, name: string): Promise<SavedSearchRecord | undefined>;
  /** Marks the search seen now. */
  visit(keyId: number, id: number): Promise<SavedSearchRecord | undefined>;
  /** False when the key has no such search. */
  remove(keyId: number, id: number): Promise<boolean>;
}
