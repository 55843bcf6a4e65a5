import { randomBytes } from 'node:crypto';
import type { FeedStore } from '../feed-store';
import { hashKey } from '../keys/hash-key';
import type { Db } from './db';
import { toRecord, type SavedSearchRow } from './pg-saved-search-store';

const SEARCH_COLUMNS = 's.id, s.name, s.platform, s.link, s.body, s.last_visit, s.created_at';

/** The FeedStore port over `saved_search_feeds`; tokens are 192 random bits stored only as their sha256. */
export function createPgFeedStore(db: Db): FeedStore {
  return {
    async create(keyId, searchId) {
      const token = randomBytes(24).toString('base64url');
      const { rows } = await db.query(
        `INSERT INTO saved_search_feeds (token_hash, search_id)
         SELECT $1, id FROM saved_searches WHERE id = $2 AND key_id = $3
         ON CONFLICT (search_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now()
         RETURNING search_id`,
        [hashKey(token), searchId, keyId],
      );
      return rows.length > 0 ? token : undefined;
    },
    async status(keyId, searchId) {
      const { rows } = await db.query<{ created_at: Date | null }>(
        `SELECT f.created_at FROM saved_searches s LEFT JOIN saved_search_feeds f ON f.search_id = s.id
         WHERE s.id = $1 AND s.key_id = $2`,
        [searchId, keyId],
      );
      const row = rows[0];
      if (!row) return undefined;
      return row.created_at ? new Date(row.created_at).getTime() : null;
    },
    async revoke(keyId, searchId) {
      const { rows } = await db.query(
        `DELETE FROM saved_search_feeds f USING saved_searches s
         WHERE f.search_id = s.id AND s.id = $1 AND s.key_id = $2 RETURNING f.search_id`,
        [searchId, keyId],
      );
      return rows.length > 0;
    },
    async search(token) {
      const { rows } = await db.query<SavedSearchRow & { key_id: number }>(
        `SELECT ${SEARCH_COLUMNS}, s.key_id FROM saved_search_feeds f JOIN saved_searches s ON s.id = f.search_id
         WHERE f.token_hash = $1`,
        [hashKey(token)],
      );
      const row = rows[0];
      return row && { keyId: row.key_id, search: toRecord(row) };
    },
  };
}
