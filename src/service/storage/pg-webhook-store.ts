import { deliveryAttemptSchema, deliveryStatusSchema, type DeliveryAttempt } from '../../contract/extensions/webhooks';
import { z } from '../../contract/zod';
import type { DeliveryRecord, NewDelivery, WebhookRecord, WebhookStore } from '../webhook-store';
import type { Db, DbSession } from './db';
import { toRecord } from './pg-saved-search-store';
import { builtOnFirstUse } from '../../contract/built-on-first-use';

interface WebhookRow {
  id: number;
  key_id: number;
  search_id: number;
  url: string;
  origin: string;
  secret: string;
  created_at: Date;
}

interface DeliveryRow {
  id: string;
  webhook_id: number;
  kind: string;
  ads: number;
  status: string;
  attempts: unknown;
  next_attempt_at: Date | null;
  created_at: Date;
}

/** A webhook claimed for planning, with its cursor and its saved search's columns (`s_`). */
interface PlanningRow extends WebhookRow {
  matched_until: Date;
  s_id: number;
  s_name: string;
  s_platform: string;
  s_link: string;
  s_body: Record<string, unknown>;
  s_last_visit: Date;
  s_created_at: Date;
}

const WEBHOOK_COLUMNS = 'w.id, w.key_id, w.search_id, w.url, w.origin, w.secret, w.created_at';
const SEARCH_COLUMNS =
  's.id AS s_id, s.name AS s_name, s.platform AS s_platform, s.link AS s_link, s.body AS s_body, ' +
  's.last_visit AS s_last_visit, s.created_at AS s_created_at';
const iso = (ms: number) => new Date(ms).toISOString();
const ms = (date: Date) => new Date(date).getTime();
const attemptsSchema = builtOnFirstUse(() => z.array(deliveryAttemptSchema));

function toWebhook(row: WebhookRow): WebhookRecord {
  return {
    id: row.id,
    keyId: row.key_id,
    searchId: row.search_id,
    url: row.url,
    origin: row.origin,
    secret: row.secret,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function toDelivery(row: DeliveryRow): DeliveryRecord {
  return {
    id: row.id,
    webhookId: row.webhook_id,
    kind: row.kind === 'test' ? 'test' : 'batch',
    ads: row.ads,
    status: deliveryStatusSchema.parse(row.status),
    attempts: attemptsSchema.parse(row.attempts),
    nextAttemptAt: row.next_attempt_at && ms(row.next_attempt_at),
    createdAt: ms(row.created_at),
  };
}

function insertDelivery(db: DbSession, delivery: NewDelivery, now: number) {
  return db.query(
    `INSERT INTO webhook_deliveries (id, webhook_id, kind, body, ads, status, next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, $5, 'pending', $6::timestamptz, $6::timestamptz)`,
    [delivery.id, delivery.webhookId, delivery.kind, delivery.body, delivery.ads, iso(now)],
  );
}

/** The WebhookStore port over `webhooks` and `webhook_deliveries`. */
export function createPgWebhookStore(db: Db): WebhookStore {
  return {
    async create(keyId, input, now) {
      const { rows } = await db.query<WebhookRow>(
        `INSERT INTO webhooks AS w (key_id, search_id, url, origin, secret, matched_until)
         SELECT $1, id, $3, $4, $5, $6::timestamptz FROM saved_searches WHERE id = $2 AND key_id = $1
         RETURNING ${WEBHOOK_COLUMNS}`,
        [keyId, input.searchId, input.url, input.origin, input.secret, iso(now)],
      );
      return rows[0] && toWebhook(rows[0]);
    },
    async list(keyId) {
      const { rows } = await db.query<WebhookRow>(
        `SELECT ${WEBHOOK_COLUMNS} FROM webhooks w WHERE w.key_id = $1 ORDER BY w.id`,
        [keyId],
      );
      return rows.map(toWebhook);
    },
    async get(keyId, id) {
      const { rows } = await db.query<WebhookRow>(
        `SELECT ${WEBHOOK_COLUMNS} FROM webhooks w WHERE w.id = $1 AND w.key_id = $2`,
        [id, keyId],
      );
      return rows[0] && toWebhook(rows[0]);
    },
    async remove(keyId, id) {
      const { rows } = await db.query('DELETE FROM webhooks WHERE id = $1 AND key_id = $2 RETURNING id', [id, keyId]);
      return rows.length > 0;
    },
    async deliveries(keyId, id, limit) {
      if (!(await this.get(keyId, id))) return undefined;
      const { rows } = await db.query<DeliveryRow>(
        `SELECT id, webhook_id, kind, ads, status, attempts, next_attempt_at, created_at
         FROM webhook_deliveries WHERE webhook_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
        [id, limit],
      );
      return rows.map(toDelivery);
    },
    async enqueue(delivery, now) {
      await insertDelivery(db, delivery, now);
    },
    async claimPlanning(now, leaseMs, limit) {
      const leaseUntil = now + leaseMs;
      const { rows } = await db.query<PlanningRow>(
        `UPDATE webhooks w SET planning_until = $2::timestamptz
         FROM saved_searches s
         WHERE s.id = w.search_id AND w.id IN (
           SELECT c.id FROM webhooks c
           WHERE (c.planning_until IS NULL OR c.planning_until < $1::timestamptz)
             AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d
                             WHERE d.webhook_id = c.id AND d.kind = 'batch' AND d.status IN ('pending', 'sending'))
           ORDER BY c.id LIMIT $3 FOR UPDATE OF c SKIP LOCKED)
         RETURNING ${WEBHOOK_COLUMNS}, w.matched_until, ${SEARCH_COLUMNS}`,
        [iso(now), iso(leaseUntil), limit],
      );
      return rows.map((row) => {
        const search = toRecord({
          id: row.s_id,
          name: row.s_name,
          platform: row.s_platform,
          link: row.s_link,
          body: row.s_body,
          last_visit: row.s_last_visit,
          created_at: row.s_created_at,
        });
        return { webhook: toWebhook(row), search, matchedUntil: ms(row.matched_until), leaseUntil };
      });
    },
    finishPlanning(claim, outcome, now) {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query(
          `UPDATE webhooks SET planning_until = NULL, matched_until = coalesce($3::timestamptz, matched_until)
           WHERE id = $1 AND planning_until = $2::timestamptz RETURNING id`,
          [claim.webhook.id, iso(claim.leaseUntil), outcome ? iso(outcome.matchedUntil) : null],
        );
        if (rows.length === 0) return false;
        if (outcome) await insertDelivery(tx, outcome.batch, now);
        return true;
      });
    },
    async claimDue(now, leaseMs, limit) {
      const leaseUntil = now + leaseMs;
      const { rows } = await db.query<{ id: string; url: string; secret: string; body: string; tried: number }>(
        `UPDATE webhook_deliveries d SET status = 'sending', lease_until = $2::timestamptz
         FROM webhooks w
         WHERE w.id = d.webhook_id AND d.id IN (
           SELECT c.id FROM webhook_deliveries c
           WHERE (c.status = 'pending' AND c.next_attempt_at <= $1::timestamptz)
              OR (c.status = 'sending' AND c.lease_until < $1::timestamptz)
           ORDER BY c.next_attempt_at LIMIT $3 FOR UPDATE OF c SKIP LOCKED)
         RETURNING d.id, w.url, w.secret, d.body, jsonb_array_length(d.attempts) AS tried`,
        [iso(now), iso(leaseUntil), limit],
      );
      return rows.map((row) => ({ ...row, tried: Number(row.tried), leaseUntil }));
    },
    async recordAttempt(claim, attempt: DeliveryAttempt, outcome) {
      const status = outcome.delivered ? 'delivered' : outcome.retryAt === null ? 'failed' : 'pending';
      const next = outcome.delivered || outcome.retryAt === null ? null : iso(outcome.retryAt);
      await db.query(
        `UPDATE webhook_deliveries
         SET attempts = attempts || $3::jsonb, status = $4, next_attempt_at = $5::timestamptz, lease_until = NULL
         WHERE id = $1 AND lease_until = $2::timestamptz`,
        [claim.id, iso(claim.leaseUntil), JSON.stringify([attempt]), status, next],
      );
    },
  };
}
