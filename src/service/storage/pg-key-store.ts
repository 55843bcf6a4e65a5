import type { ApiKeyRecord, KeyStore, Plan } from '../ads-store';
import type { Db } from './db';

/** A row of `api_keys` as `KEY_COLUMNS` reads it. */
export interface KeyRow {
  id: number;
  label: string;
  plan: Plan;
  rate_limit: number;
  created_at: Date;
  revoked_at: Date | null;
}

export const KEY_COLUMNS = 'id, label, plan, rate_limit, created_at, revoked_at';

/** The record of a key row. */
export function toKeyRecord(row: KeyRow): ApiKeyRecord {
  return {
    id: row.id,
    label: row.label,
    plan: row.plan,
    rateLimit: row.rate_limit,
    createdAt: new Date(row.created_at).toISOString(),
    revokedAt: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
  };
}

/** The KeyStore port over the `api_keys` table; callers hash secrets, this stores and finds hashes. */
export function createPgKeyStore(db: Db): KeyStore {
  return {
    async findByHash(hash) {
      const { rows } = await db.query<KeyRow>(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE key_hash = $1`, [hash]);
      return rows[0] ? toKeyRecord(rows[0]) : undefined;
    },
    async create({ label, plan, rateLimit, hash }) {
      const { rows } = await db.query<KeyRow>(
        `INSERT INTO api_keys (label, plan, rate_limit, key_hash) VALUES ($1, $2, $3, $4) RETURNING ${KEY_COLUMNS}`,
        [label, plan, rateLimit, hash],
      );
      return toKeyRecord(rows[0]!);
    },
    async list() {
      const { rows } = await db.query<KeyRow>(`SELECT ${KEY_COLUMNS} FROM api_keys ORDER BY id`);
      return rows.map(toKeyRecord);
    },
    async revoke(id) {
      const { rows } = await db.query<{ id: number }>(
        'UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id',
        [id],
      );
      return rows.length > 0;
    },
  };
}
