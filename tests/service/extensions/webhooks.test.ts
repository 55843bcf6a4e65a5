import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_PATHS as P } from '../../../src/contract/extensions/extension-paths';
import { savedSearchSchema, type SavedSearch } from '../../../src/contract/extensions/saved-searches';
import {
  createdWebhookSchema,
  deliveryListSchema,
  deliverySchema,
  webhookListSchema,
  webhookPayloadSchema,
  type CreatedWebhook,
  type Delivery,
} from '../../../src/contract/extensions/webhooks';
import { z } from '../../../src/contract/zod';
import { createIngestor } from '../../../src/service/demo/ingestion';
import { createPgAdCounter } from '../../../src/service/storage/pg-ad-counter';
import { createPgWebhookStore } from '../../../src/service/storage/pg-webhook-store';
import { startDeliveryLoop, type DeliveryLoop } from '../../../src/service/webhooks/delivery-loop';
import { checkTarget } from '../../../src/service/webhooks/webhook-targets';
import { request, startTestService, type Answer, type TestService } from '../../utils/service';
import { createTestClock } from '../../utils/test-clock';
import { failed, ok } from './expect-answer';
import { startWebhookReceiver, type ReceiverAnswer } from '../../utils/webhook-receiver';

const LOOPBACK = { allowHosts: ['127.0.0.1'] };
const RETRY_MS = 300;
const time = createTestClock();
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 300, clock: time.clock, app: { webhookAllowHosts: LOOPBACK.allowHosts } });
  time.passSystemClock();
});
afterAll(() => service.close());

const OWNER = 'demo-pro';
const OTHER = 'demo-free';

function send(method: string, path: string, key?: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (key) headers['x-api-key'] = key;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return request(service.baseUrl('v2') + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const save = async (name: string) =>
  ok(
    await send('POST', P.savedSearches(), OWNER, { name, platform: 'mega', link: '/mega', body: {} }),
    savedSearchSchema,
  ) as SavedSearch;
const addWebhook = async (url: string, search: SavedSearch) =>
  ok(
    await send('POST', P.webhooks(), OWNER, { url, saved_search_id: search.id }),
    createdWebhookSchema,
  ) as CreatedWebhook;
const deliveries = async (id: number) =>
  ok(await send('GET', P.webhookDeliveries(id), OWNER), deliveryListSchema).deliveries;

/** A delivery loop over the test service's database, as the service process runs it, with short waits. */
const loops: DeliveryLoop[] = [];
/** What the loops logged: a round that failed says so here. */
const loopLog: string[] = [];
function deliveryLoop(intervalMs = 25) {
  const loop = startDeliveryLoop({
    store: service.store,
    counter: createPgAdCounter(service.db, undefined, time.clock),
    webhooks: createPgWebhookStore(service.db),
    targets: LOOPBACK,
    intervalMs,
    retryMs: RETRY_MS,
    timeoutMs: 10_000,
    log: (line) => loopLog.push(line),
  });
  loops.push(loop);
  return loop;
}
afterEach(async () => {
  await Promise.all(loops.splice(0).map((loop) => loop.stop()));
  expect(loopLog.splice(0)).toEqual([]);
});

/** Waits until `read` answers something `done` accepts, reading every 50 ms for up to 15 s. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const signature = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const settled = (list: Delivery[]) =>
  list.length > 0 && list.every((d) => d.status === 'delivered' || d.status === 'failed');

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
      const added = await createIngestor(service.db, { clock: time.clock })(40);
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
        saved_search: { id: search.id, name: 'Everything new', link: `${service.origin}/mega` },
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
      const more = await createIngestor(service.db, { clock: time.clock })(40);
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
      const claims = await createPgWebhookStore(service.db).claimDue(Date.now(), 300, 50);
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

  it('do not follow redirects', async () => {
    const receiver = await startWebhookReceiver(({ path }) =>
      path === '/moved' ? { status: 302, location: '/elsewhere' } : { status: 200 },
    );
    try {
      const webhook = await addWebhook(receiver.url('/moved'), await save('Moved'));
      ok(await send('POST', P.webhookTest(webhook.id), OWNER, {}), deliverySchema);
      await deliveryLoop(60_000).round();
      const [delivery] = await deliveries(webhook.id);
      expect(delivery!.attempts).toEqual([expect.objectContaining({ status_code: 302 })]);
      expect(delivery!.attempts[0]!.error).toMatch(/redirect/);
      expect(delivery!.status).toBe('pending');
      expect(receiver.received.map((r) => r.path)).toEqual(['/moved']);
    } finally {
      await receiver.close();
    }
  }, 30_000);

  it('refuse private, loopback and link-local targets unless allowed by name', async () => {
    const search = await save('Guarded');
    for (const url of [
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.7/hook',
      'http://192.168.1.1/',
      'http://[::1]:8080/',
      'http://[::ffff:7f00:1]/',
      'http://[fe80::1]/',
      'http://localhost:9/hook',
      'http://0.0.0.0/',
    ]) {
      const answer = failed(await send('POST', P.webhooks(), OWNER, { url, saved_search_id: search.id }), 422, 1004);
      expect(answer.meta.errors, url).toEqual([{ field: 'url', message: expect.stringMatching(/private|resolve/) }]);
    }
    const shape = failed(
      await send('POST', P.webhooks(), OWNER, { url: 'ftp://example.com/', saved_search_id: 0, secret: 'x' }),
      422,
      1004,
    );
    expect(shape.meta.errors!.map((e) => e.field).sort()).toEqual(['saved_search_id', 'secret', 'url']);
    const theirs = failed(
      await send('POST', P.webhooks(), OTHER, { url: 'http://127.0.0.1:9/', saved_search_id: search.id }),
      422,
      1004,
    );
    expect(theirs.meta.errors!.map((e) => e.field)).toEqual(['saved_search_id']);
    // Allowed by name, and only that name: loopback reached as localhost stays refused.
    await expect(checkTarget('http://127.0.0.1:9/', LOOPBACK)).resolves.toBeInstanceOf(URL);
    await expect(checkTarget('http://localhost:9/', LOOPBACK)).rejects.toThrow(/private/);
    await expect(checkTarget('http://127.0.0.1:9/', { allowHosts: [] })).rejects.toThrow(/private/);
    await expect(checkTarget('http://user:pw@127.0.0.1/', LOOPBACK)).rejects.toThrow(/password/);
  });

  it('are revocable and out of another key’s reach', async () => {
    const receiver = await startWebhookReceiver(() => ({ status: 200 }));
    try {
      const webhook = await addWebhook(receiver.url(), await save('Revoked'));
      failed(await send('GET', P.webhookDeliveries(webhook.id), OTHER), 404, 1006);
      failed(await send('POST', P.webhookTest(webhook.id), OTHER, {}), 404, 1006);
      failed(await send('DELETE', P.webhook(webhook.id), OTHER), 404, 1006);
      expect(ok(await send('GET', P.webhooks(), OTHER), webhookListSchema).webhooks.map((w) => w.id)).not.toContain(
        webhook.id,
      );
      ok(await send('POST', P.webhookTest(webhook.id), OWNER, {}), deliverySchema);
      ok(await send('DELETE', P.webhook(webhook.id), OWNER), z.looseObject({ deleted: z.literal(true) }));
      failed(await send('GET', P.webhookDeliveries(webhook.id), OWNER), 404, 1006);
      await deliveryLoop(60_000).round();
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });
});

/** The id of the newest ad in the catalogue: ingestion adds ads with greater ids. */
async function newestAdId(): Promise<number> {
  const { rows } = await service.db.query<{ id: number }>('SELECT max(id) AS id FROM ads');
  return rows[0]!.id;
}

/** The ids of the ads added after the one with id `id`, in order. */
async function adsAfter(id: number): Promise<number[]> {
  const { rows } = await service.db.query<{ id: number }>('SELECT id FROM ads WHERE id > $1 ORDER BY id', [id]);
  return rows.map((row) => row.id);
}
