import { randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { WEBHOOK_OPERATIONS } from '../../../../contract/extensions/webhook-operations';
import { DELIVERY_LOG_SIZE, type Delivery, type Webhook } from '../../../../contract/extensions/webhooks';
import type { AdsStore } from '../../../ads-store';
import type { SavedSearchStore } from '../../../saved-search-store';
import type { DeliveryRecord, WebhookRecord, WebhookStore } from '../../../webhook-store';
import { webhookPayload } from '../../../webhooks/webhook-payload';
import { checkTarget, RefusedTarget, type WebhookTargets } from '../../../webhooks/webhook-targets';
import { pathId } from '../../extension-input';
import type { OperationHandlers } from '../../extensions/operation-routes';
import { ServiceError } from '../../service-error';
import type { ServiceEnv } from '../../service-env';

const noWebhook = (id: number) => new ServiceError('not_found', `You have no webhook ${id}.`);
const invalid = (field: string, message: string) =>
  new ServiceError('validation_failed', 'The request is not valid.', [{ field, message }]);

function toWire(record: WebhookRecord): Webhook {
  return { id: record.id, url: record.url, saved_search_id: record.searchId, created_at: record.createdAt };
}

function deliveryToWire(record: DeliveryRecord): Delivery {
  return {
    id: record.id,
    kind: record.kind,
    status: record.status,
    ads: record.ads,
    created_at: new Date(record.createdAt).toISOString(),
    next_attempt_at: record.nextAttemptAt === null ? null : new Date(record.nextAttemptAt).toISOString(),
    attempts: record.attempts,
  };
}

/** A signing secret: 256 random bits, shown to the key once. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The operations of the `webhooks` extension, each for the calling key only. */
export function webhookOperations(
  webhooks: WebhookStore,
  searches: SavedSearchStore,
  store: AdsStore,
  targets: WebhookTargets,
): OperationHandlers<typeof WEBHOOK_OPERATIONS> {
  const idOf = (c: Context<ServiceEnv>) => pathId(c, 'webhook', 'webhook');
  return {
    async list(c, io) {
      return io.ok({ webhooks: (await webhooks.list(c.var.apiKey.id)).map(toWire) });
    },
    async create(c, io) {
      const input = io.body();
      try {
        await checkTarget(input.url, targets);
      } catch (error) {
        if (error instanceof RefusedTarget) throw invalid('url', error.message);
        throw error;
      }
      const secret = newSecret();
      const origin = new URL(c.req.url).origin;
      const record = await webhooks.create(
        c.var.apiKey.id,
        { searchId: input.saved_search_id, url: input.url, origin, secret },
        (await store.newestSnapshot()) * 1000,
      );
      if (!record) throw invalid('saved_search_id', `you have no saved search ${input.saved_search_id}`);
      return io.ok({ ...toWire(record), secret });
    },
    async remove(c, io) {
      const id = idOf(c);
      if (!(await webhooks.remove(c.var.apiKey.id, id))) throw noWebhook(id);
      return io.ok({ id, deleted: true });
    },
    /** Queues a test delivery (no ads) for the next round; its log entry shows how it went. */
    async test(c, io) {
      const id = idOf(c);
      io.body();
      const webhook = await webhooks.get(c.var.apiKey.id, id);
      const search = webhook && (await searches.list(c.var.apiKey.id)).find((s) => s.id === webhook.searchId);
      if (!webhook || !search) throw noWebhook(id);
      const now = Date.now();
      const delivery = { id: randomUUID(), kind: 'test' as const };
      const body = webhookPayload(delivery, webhook, search, now, { total: { value: 0, relation: 'eq' }, ads: [] });
      await webhooks.enqueue({ ...delivery, webhookId: id, body, ads: 0 }, now);
      const queued = (await webhooks.deliveries(c.var.apiKey.id, id, DELIVERY_LOG_SIZE))?.find(
        (d) => d.id === delivery.id,
      );
      if (!queued) throw noWebhook(id);
      return io.ok(deliveryToWire(queued));
    },
    async deliveries(c, io) {
      const id = idOf(c);
      const records = await webhooks.deliveries(c.var.apiKey.id, id, DELIVERY_LOG_SIZE);
      if (!records) throw noWebhook(id);
      return io.ok({ deliveries: records.map(deliveryToWire) });
    },
  };
}
