import type { HiddenList } from '../../contract/extensions/hidden';
import { platformKeySchema } from '../../contract/platforms';
import type { HiddenStore } from '../hidden-store';
import type { Db, DbSession } from './db';
import { stampedWrite } from './snapshot-watermark';

const iso = (date: Date) => new Date(date).toISOString();

/**
 * The HiddenStore port; `clock` (unix ms) stamps hides, so snapshots read them like revisions.
 * Stamps are read under the snapshot lock, so a hide shows in exactly the snapshots cut after it.
 */
export function createPgHiddenStore(db: Db, clock: () => number = Date.now): HiddenStore {
  const changed = (sql: string, params: (now: string) => unknown[]) =>
    stampedWrite(db, clock, async (tx: DbSession, at) => {
      const { rows } = await tx.query(sql, params(new Date(at).toISOString()));
      return rows.length > 0;
    });
  return {
    hideAd: (keyId, platform, adId) =>
      changed(
        `INSERT INTO hidden_ads (key_id, ad_id, hidden_at)
         SELECT $1, a.id, $4::timestamptz FROM ads a WHERE a.id = $2 AND a.platform = $3
         ON CONFLICT (key_id, ad_id) DO UPDATE
           SET hidden_at = CASE WHEN hidden_ads.shown_at IS NULL THEN hidden_ads.hidden_at ELSE EXCLUDED.hidden_at END,
               shown_at = NULL
         RETURNING ad_id`,
        (now) => [keyId, adId, platform, now],
      ),
    showAd: (keyId, platform, adId) =>
      changed(
        `UPDATE hidden_ads h SET shown_at = $4::timestamptz FROM ads a
         WHERE h.key_id = $1 AND h.ad_id = $2 AND h.shown_at IS NULL AND a.id = h.ad_id AND a.platform = $3
         RETURNING h.ad_id`,
        (now) => [keyId, adId, platform, now],
      ),
    hideOwner: (keyId, ownerId) =>
      changed(
        `INSERT INTO hidden_owners (key_id, owner_id, hidden_at)
         SELECT $1, o.id, $3::timestamptz FROM owners o WHERE o.id = $2
         ON CONFLICT (key_id, owner_id) DO UPDATE
           SET hidden_at = CASE WHEN hidden_owners.shown_at IS NULL THEN hidden_owners.hidden_at ELSE EXCLUDED.hidden_at END,
               shown_at = NULL
         RETURNING owner_id`,
        (now) => [keyId, ownerId, now],
      ),
    showOwner: (keyId, ownerId) =>
      changed(
        `UPDATE hidden_owners SET shown_at = $3::timestamptz
         WHERE key_id = $1 AND owner_id = $2 AND shown_at IS NULL RETURNING owner_id`,
        (now) => [keyId, ownerId, now],
      ),
    async list(keyId) {
      const ads = await db.query<{ id: number; platform: string; title: string; hidden_at: Date }>(
        `SELECT a.id, a.platform, a.title, h.hidden_at FROM hidden_ads h JOIN ads a ON a.id = h.ad_id
         WHERE h.key_id = $1 AND h.shown_at IS NULL ORDER BY h.hidden_at DESC, a.id DESC`,
        [keyId],
      );
      const owners = await db.query<{ id: number; name: string; hidden_at: Date }>(
        `SELECT o.id, o.name, h.hidden_at FROM hidden_owners h JOIN owners o ON o.id = h.owner_id
         WHERE h.key_id = $1 AND h.shown_at IS NULL ORDER BY h.hidden_at DESC, o.id DESC`,
        [keyId],
      );
      const list: HiddenList = {
        ads: ads.rows.map((row) => ({
          id: row.id,
          platform: platformKeySchema.parse(row.platform),
          title: row.title,
          hidden_at: iso(row.hidden_at),
        })),
        owners: owners.rows.map((row) => ({ id: row.id, name: row.name, hidden_at: iso(row.hidden_at) })),
      };
      return list;
    },
  };
}
