import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedEnvelopeSchema } from '../../../src/contract/envelope';
import { PATHS } from '../../../src/contract/paths';
import { createServiceApp } from '../../../src/service/http/create-service-app';
import { listen, type Listening } from '../../../src/service/http/listen';
import { issueKey } from '../../../src/service/keys/key-commands';
import { createPgAdsStore } from '../../../src/service/storage/pg-ads-store';
import { createPgKeyStore } from '../../../src/service/storage/pg-key-store';
import { createPgRateCounter } from '../../../src/service/storage/pg-rate-counter';
import { request, startTestService, type TestService } from '../../utils/service';

const ANONYMOUS_LIMIT = 3;
let service: TestService;
/** A second app on the same database, as a second process would run it. */
let twin: Listening;

beforeAll(async () => {
  const rateLimit = { anonymousLimit: ANONYMOUS_LIMIT };
  service = await startTestService({ ads: 100, app: { rateLimit } });
  const { db } = service;
  const app = createServiceApp({
    store: createPgAdsStore(db),
    keys: createPgKeyStore(db),
    rates: createPgRateCounter(db),
    rateLimit,
  });
  twin = await listen(app.fetch, 0, '127.0.0.1');
});
afterAll(async () => {
  await twin.close();
  await service.close();
});

const filters = (origin: string, key?: string) =>
  request(`${origin}/api/v2${PATHS.v2.filters('platform_a')}`, key ? { headers: { 'x-api-key': key } } : {});
const codeOf = (answer: { body: unknown }) => failedEnvelopeSchema.parse(answer.body).meta.code;

describe('rate limits kept in the database', () => {
  it('hold a key to its limit across two apps on one database', async () => {
    const { secret } = await issueKey(service.keys, { plan: 'pro', rateLimit: 4 });
    const twinOrigin = `http://127.0.0.1:${twin.port}`;
    const statuses = [];
    for (const origin of [service.origin, twinOrigin, service.origin, twinOrigin]) {
      statuses.push((await filters(origin, secret)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200]);
    const limited = await filters(twinOrigin, secret);
    expect(limited.status).toBe(429);
    expect(codeOf(limited)).toBe(1009);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('limit missing and unknown keys per client address, and leave valid keys alone', async () => {
    const refused = [await filters(service.origin), await filters(service.origin, 'guess-1')];
    refused.push(await filters(`http://127.0.0.1:${twin.port}`, 'guess-2'));
    expect(refused.map(codeOf)).toEqual([1001, 1002, 1002]);

    const limited = [await filters(service.origin), await filters(service.origin, 'guess-3')];
    for (const answer of limited) {
      expect(answer.status).toBe(429);
      expect(codeOf(answer)).toBe(1009);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    expect((await filters(service.origin, 'demo-pro')).status).toBe(200);
  });
});
