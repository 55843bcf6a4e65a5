import type { SqlParams } from '../catalogue/sql-params';

/**
 * Leaves out of a search over `a` (ads) what key `keyId` hid as of the snapshot placeholder:
 * hides valid at it (`hidden_at < snapshot`, not shown again by then). Hides made after a
 * snapshot was cut never change its pages; they apply from the next page 1.
 */
export function hiddenPredicate(keyId: number, snapshot: string, params: SqlParams): string {
  const key = params.add(keyId);
  const validAt = `h.hidden_at < to_timestamp(${snapshot}) AND (h.shown_at IS NULL OR h.shown_at >= to_timestamp(${snapshot}))`;
  return `NOT EXISTS (SELECT 1 FROM hidden_ads h WHERE h.key_id = ${key} AND h.ad_id = a.id AND ${validAt})
    AND NOT EXISTS (SELECT 1 FROM hidden_owners h WHERE h.key_id = ${key} AND h.owner_id = a.owner_id AND ${validAt})`;
}
