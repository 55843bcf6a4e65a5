import { describe, expect, it } from 'vitest';
import { EXTENSION_PATHS as P } from '../../../src/contract/extensions/extension-paths';
import { deliverySchema, webhookListSchema } from '../../../src/contract/extensions/webhooks';
import { z } from '../../../src/contract/zod';
import { checkTarget } from '../../../src/service/webhooks/webhook-targets';
import { failed, ok } from './expect-answer';
import { startWebhookReceiver } from '../../utils/webhook-receiver';
import { LOOPBACK, OTHER, OWNER, webhookHarness } from './webhook-harness';

const { send, save, addWebhook, deliveries, deliveryLoop } = webhookHarness();

describe('webhooks', () => {
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
