import type { DbSession } from './db';

/**
 * `is_bookmarked` of the ad `a` for the key the placeholder `key` names: on one of its boards. A
 * column of the page statement, so marking a page costs no round trip of its own.
 */
export const bookmarkedColumn = (key: string) =>
  `EXISTS (SELECT 1 FROM board_ads b WHERE b.key_id = ${key} AND b.ad_id = a.id) AS is_bookmarked`;

/** Which of `adIds` are on one of key `keyId`'s boards, as `db` holds them. */
export async function bookmarkedAmong(db: DbSession, keyId: number, adIds: number[]): Promise<Set<number>> {
  if (adIds.length === 0) return new Set();
  const { rows } = await db.query<{ ad_id: number }>(
    'SELECT DISTINCT ad_id FROM board_ads WHERE key_id = $1 AND ad_id = ANY($2::integer[])',
    [keyId, adIds],
  );
  return new Set(rows.map((row) => row.ad_id));
}
