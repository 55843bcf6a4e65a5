import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { EXTENSION_PATHS as P } from '../../../src/contract/extensions/extension-paths';
import { savedSearchSchema, type SavedSearch } from '../../../src/contract/extensions/saved-searches';
import {
  createdWebhookSchema,
  deliveryListSchema,
  type CreatedWebhook,
  type Delivery,
} from '../../../src/contract/extensions/webhooks';
import { createPgAdCounter } from '../../../src/service/storage/pg-ad-counter';
import { createPgWebhookStore } from '../../../src/service/storage/pg-webhook-store';
import { startDeliveryLoop, type DeliveryLoop } from '../../../src/service/webhooks/delivery-loop';
import { request, startTestService, type Answer, type TestService } from '../../utils/service';
import { createTestClock } from '../../utils/test-clock';
import { ok } from './expect-answer';

/** Webhook targets the tests may reach: their receivers listen on loopback. */
export const LOOPBACK = { allowHosts: ['127.0.0.1'] };
/** The first retry's wait of the tests' delivery loops. */
export const RETRY_MS = 300;
/** The key that owns the saved searches and webhooks, and one that does not. */
export const OWNER = 'demo-pro';
export const OTHER = 'demo-free';

/**
 * A test file's service (300 ads, webhooks to loopback allowed) on a test clock, started before its
 * tests and closed after, with the steps its tests take: requests, saved searches, webhooks and
 * delivery loops over its database (each stopped after its test, which fails if a round failed).
 */
export function webhookHarness() {
  const time = createTestClock();
  let started: TestService | undefined;
  beforeAll(async () => {
    started = await startTestService({ ads: 300, clock: time.clock, app: { webhookAllowHosts: LOOPBACK.allowHosts } });
    time.passSystemClock();
  });
  afterAll(() => started?.close());
  const service = () => {
    if (!started) throw new Error('The webhook harness is read before its beforeAll has run.');
    return started;
  };
  function send(method: string, path: string, key?: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (key) headers['x-api-key'] = key;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return request(service().baseUrl('v2') + path, {
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
      store: service().store,
      counter: createPgAdCounter(service().db, undefined, time.clock),
      webhooks: createPgWebhookStore(service().db),
      targets: LOOPBACK,
      intervalMs,
      retryMs: RETRY_MS,
      timeoutMs: 10_000,
      log: (line) => loopLog.push(line),
    });
    loops.push(loop);
    return loop;
  }

  /** Waits until `read` answers something `done` accepts, reading every 50 ms for up to 15 s. */
  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const signature = (secret: string, body: string) =>
    `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  const settled = (list: Delivery[]) =>
    list.length > 0 && list.every((d) => d.status === 'delivered' || d.status === 'failed');

  /** The id of the newest ad in the catalogue: ingestion adds ads with greater ids. */
  async function newestAdId(): Promise<number> {
    const { rows } = await service().db.query<{ id: number }>('SELECT max(id) AS id FROM ads');
    return rows[0]!.id;
  }

  /** The ids of the ads added after the one with id `id`, in order. */
  async function adsAfter(id: number): Promise<number[]> {
    const { rows } = await service().db.query<{ id: number }>('SELECT id FROM ads WHERE id > $1 ORDER BY id', [id]);
    return rows.map((row) => row.id);
  }

  afterEach(async () => {
    await Promise.all(loops.splice(0).map((loop) => loop.stop()));
    expect(loopLog.splice(0)).toEqual([]);
  });
  return {
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
  };
}
