import { describe, expect, it } from 'vitest';
import { EXTENSION_PATHS as P } from '../../../src/contract/extensions/extension-paths';
import { deliverySchema, webhookListSchema, webhookPayloadSchema } from '../../../src/contract/extensions/webhooks';
import { createIngestor } from '../../../src/service/demo/ingestion';
import { createPgWebhookStore } from '../../../src/service/storage/pg-webhook-store';
import { ok } from './expect-answer';
import { startWebhookReceiver, type ReceiverAnswer } from '../../utils/webhook-receiver';
import { OWNER, RETRY_MS, webhookHarness } from './webhook-harness';

const {
  time,
  service,
  send,
  save,
  addWebhook,
  deliveries,
  deliveryLoop,
  until,
  signature,
  settled,
  newestAdId,
  adsAfter,
} = webhookHarness();

describe('webhooks', () => {
  it('send new matches in one signed batch, and only what is new since the last batch', async () => {
    const receiver = await startWebhookReceiver(() => ({ status: 204 }));
    try {
      const search = await save('Everything new');
      const webhook = await addWebhook(receiver.url(), search);
      expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      const listed = ok(await send('GET', P.webhooks(), OWNER), webhookListSchema).webhooks;
      expect(listed.find((w) => w.id === webhook.id)).toEqual({
        id: webhook.id,
        url: receiver.url(),
        saved_search_id: search.id,
        created_at: webhook.created_at,
      });
      expect(JSON.stringify(listed)).not.toContain(webhook.secret);

      const loop = deliveryLoop(60_000);
      await loop.round();
      expect(receiver.received).toHaveLength(0);

      time.nextSecond();
      const before = await newestAdId();
      const added = await createIngestor(service().db, { clock: time.clock })(40);
      expect(added.added).toBeGreaterThan(0);
      time.nextSecond();
      await loop.round();
      await loop.round();
      expect(receiver.received).toHaveLength(1);
      const [batch] = receiver.received;
      expect(batch!.headers['x-signature']).toBe(signature(webhook.secret, batch!.body));
      const payload = webhookPayloadSchema.parse(JSON.parse(batch!.body));
      expect(batch!.headers['x-delivery-id']).toBe(payload.delivery_id);
      expect(payload).toMatchObject({
        kind: 'batch',
        webhook_id: webhook.id,
        saved_search: { id: search.id, name: 'Everything new', link: `${service().origin}/mega` },
        new_matches: { value: added.added, relation: 'eq' },
      });
      expect(payload.ads.map((ad) => ad.id).sort((x, y) => x - y)).toEqual(await adsAfter(before));
      const [logged] = await deliveries(webhook.id);
      expect(logged).toMatchObject({ id: payload.delivery_id, kind: 'batch', status: 'delivered', ads: added.added });
      expect(logged!.attempts).toEqual([expect.objectContaining({ status_code: 204, error: null })]);

      // Nothing new: no batch. New ads again: a second batch with only those.
      time.nextSecond();
      await loop.round();
      expect(receiver.received).toHaveLength(1);
      const more = await createIngestor(service().db, { clock: time.clock })(40);
      time.nextSecond();
      await loop.round();
      await loop.round();
      expect(receiver.received).toHaveLength(2);
      const second = webhookPayloadSchema.parse(JSON.parse(receiver.received[1]!.body));
      expect(second.new_matches).toEqual({ value: more.added, relation: 'eq' });
      expect(second.ads.some((ad) => payload.ads.some((first) => first.id === ad.id))).toBe(false);
      expect(second.ads).toHaveLength(more.added);
    } finally {
      await receiver.close();
    }
  }, 60_000);

  it('retry a failing delivery with backoff and the same delivery id, never sending it twice at once', async () => {
    // The first attempt fails slowly: a second sender, or the next round, must not start it again meanwhile.
    const answers: ReceiverAnswer[] = [{ status: 503, delayMs: 800 }, { status: 500 }, { status: 200 }];
    const receiver = await startWebhookReceiver(({ nth }) => answers[nth - 1] ?? { status: 200 });
    try {
      const webhook = await addWebhook(receiver.url('/retry'), await save('Retried'));
      const queued = ok(await send('POST', P.webhookTest(webhook.id), OWNER, {}), deliverySchema);
      expect(queued).toMatchObject({ kind: 'test', status: 'pending', attempts: [] });
      // Two senders over one database, as two processes of a deployment run them.
      deliveryLoop();
      deliveryLoop();
      const log = await until(() => deliveries(webhook.id), settled);

      expect(receiver.received.map((r) => r.headers['x-delivery-id'])).toEqual([queued.id, queued.id, queued.id]);
      expect(receiver.mostAtOnce()).toBe(1);
      for (const got of receiver.received) expect(got.headers['x-signature']).toBe(signature(webhook.secret, got.body));
      expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
      const [first, second, third] = receiver.received;
      expect(second!.startedAt - first!.answeredAt).toBeGreaterThanOrEqual(RETRY_MS - 50);
      expect(third!.startedAt - second!.answeredAt).toBeGreaterThanOrEqual(2 * RETRY_MS - 50);
      expect(log).toEqual([
        expect.objectContaining({
          id: queued.id,
          status: 'delivered',
          next_attempt_at: null,
          attempts: [
            expect.objectContaining({ status_code: 503 }),
            expect.objectContaining({ status_code: 500 }),
            expect.objectContaining({ status_code: 200, error: null }),
          ],
        }),
      ]);
    } finally {
      await receiver.close();
    }
  }, 60_000);

  it('send each delivery once however many senders share the database', async () => {
    const receiver = await startWebhookReceiver(() => ({ status: 200, delayMs: 300 }));
    try {
      const webhook = await addWebhook(receiver.url('/once'), await save('Once'));
      const ids: string[] = [];
      for (let i = 0; i < 5; i += 1)
        ids.push(ok(await send('POST', P.webhookTest(webhook.id), OWNER, {}), deliverySchema).id);
      const senders = [deliveryLoop(5), deliveryLoop(5), deliveryLoop(5)];
      await Promise.all(senders.map((sender) => Promise.all([sender.round(), sender.round()])));
      const log = await until(
        () => deliveries(webhook.id),
        (list) => list.every((d) => d.status === 'delivered'),
      );
      expect(log.map((d) => d.status)).toEqual(Array(5).fill('delivered'));
      expect(receiver.received.map((r) => r.headers['x-delivery-id']).sort()).toEqual([...ids].sort());
      expect(receiver.mostAtOnce()).toBe(1);
    } finally {
      await receiver.close();
    }
  }, 60_000);

  it('resume a delivery whose sender stopped while sending it, once its lease ran out', async () => {
    const receiver = await startWebhookReceiver(() => ({ status: 200 }));
    try {
      const webhook = await addWebhook(receiver.url('/resumed'), await save('Resumed'));
      const queued = ok(await send('POST', P.webhookTest(webhook.id), OWNER, {}), deliverySchema);
      // A process claims it for 300 ms and dies before sending: the claim is all that is left of it.
      const claims = await createPgWebhookStore(service().db).claimDue(Date.now(), 300, 50);
      expect(claims.map((claim) => claim.id)).toContain(queued.id);
      expect((await deliveries(webhook.id))[0]!.status).toBe('sending');
      const loop = deliveryLoop(60_000);
      await loop.round();
      expect(receiver.received).toHaveLength(0);
      await new Promise((resolve) => setTimeout(resolve, 350));
      await loop.round();
      expect(receiver.received.map((r) => r.headers['x-delivery-id'])).toEqual([queued.id]);
      expect((await deliveries(webhook.id))[0]).toMatchObject({
        status: 'delivered',
        attempts: [{ status_code: 200 }],
      });
    } finally {
      await receiver.close();
    }
  });
});
