import { searchPlatformSchema } from '../../contract/platforms';
import type { SavedSearchRecord, SavedSearchStore } from '../saved-search-store';
import type { Db } from './db';

/** A `saved_searches` row as `SAVED_SEARCH_COLUMNS` reads it. */
export interface SavedSearchRow {
  id: number;
  name: string;
  platform: string;
  link: string;
  body: Record<string, unknown>;
  last_visit: Date;
  created_at: Date;
}

/** The columns `toRecord` reads. */
export const SAVED_SEARCH_COLUMNS = 'id, name, platform, link, body, last_visit, created_at';
const COLUMNS = SAVED_SEARCH_COLUMNS;

export function toRecord(row: SavedSearchRow): SavedSearchRecord {
  return {
    id: row.id,
    name: row.name,
    platform: searchPlatformSchema.parse(row.platform),
    link: row.link,
    body: row.body,
    lastVisit: new Date(row.last_visit).getTime(),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The SavedSearchStore port over `saved_searches`; `clock` (unix ms) stamps visits. */
export function createPgSavedSearchStore(db: Db, clock: () => number = Date.now): SavedSearchStore {
  const now = () => new Date(clock()).toISOString();
  const update = async (sql: string, params: unknown[]) => {
    const { rows } = await db.query<SavedSearchRow>(`${sql} RETURNING ${COLUMNS}`, params);
    return rows[0] && toRecord(rows[0]);
  };
  return {
    async list(keyId) {
      const { rows } = await db.query<SavedSearchRow>(
        `SELECT ${COLUMNS} FROM saved_searches WHERE key_id = $1 ORDER BY id`,
        [keyId],
      );
      return rows.map(toRecord);
    },
    async create(keyId, search) {
      const created = await update(
        `INSERT INTO saved_searches (key_id, name, platform, link, body, last_visit)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::timestamptz)`,
        [keyId, search.name, search.platform, search.link, JSON.stringify(search.body), now()],
      );
      return created!;
    },
    rename: (keyId, id, name) =>
      update('UPDATE saved_searches SET name = $3 WHERE id = $1 AND key_id = $2', [id, keyId, name]),
    visit: (keyId, id) =>
      update('UPDATE saved_searches SET last_visit = $3::timestamptz WHERE id = $1 AND key_id = $2', [
        id,
        keyId,
        now(),
      ]),
    async remove(keyId, id) {
      const { rows } = await db.query('DELETE FROM saved_searches WHERE id = $1 AND key_id = $2 RETURNING id', [
        id,
        keyId,
      ]);
      return rows.length > 0;
    },
  };
}
