import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedEnvelopeSchema } from '../../../src/contract/envelope';
import { PATHS } from '../../../src/contract/paths';
import { issueKey } from '../../../src/service/keys/key-commands';
import { request, startTestService, type TestService } from '../../utils/service';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 200 });
});
afterAll(() => service.close());

const filtersUrl = () => service.baseUrl('v1') + PATHS.v1.filters('platform_b');
const searchUrl = () => service.baseUrl('v1') + PATHS.v1.search('platform_b');

function search(body: Record<string, unknown>, options: { header?: string; query?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.header) headers['x-api-key'] = options.header;
  const url = options.query ? `${searchUrl()}?api_key=${encodeURIComponent(options.query)}` : searchUrl();
  return request(url, { method: 'POST', headers, body: JSON.stringify(body) });
}

function expectCode(answer: { status: number; body: unknown }, status: number, code: number) {
  expect(answer.status).toBe(status);
  expect(failedEnvelopeSchema.parse(answer.body).meta.code).toBe(code);
}

describe('where the key travels', () => {
  it('is read from the header, the JSON body or the query', async () => {
    expect((await search({}, { header: 'demo-pro' })).status).toBe(200);
    expect((await search({ api_key: 'demo-pro' })).status).toBe(200);
    expect((await search({}, { query: 'demo-pro' })).status).toBe(200);
    expect((await request(`${filtersUrl()}?api_key=demo-free`)).status).toBe(200);
  });

  it('prefers the header over the body over the query', async () => {
    expect((await search({ api_key: 'nope' }, { header: 'demo-pro' })).status).toBe(200);
    expectCode(await search({ api_key: 'demo-pro' }, { header: 'nope' }), 401, 1002);
    expect((await search({ api_key: 'demo-pro' }, { query: 'nope' })).status).toBe(200);
    expectCode(await search({ api_key: 'nope' }, { query: 'demo-pro' }), 401, 1002);
  });
});

describe('rejected keys', () => {
  it('answers 1001 without a key and 1002 for an unknown one, alike and without echoing it', async () => {
    const missing = await request(filtersUrl());
    expectCode(missing, 401, 1001);
    const secret = 'sk-unknown-7f3a9c';
    const unknown = await request(filtersUrl(), { headers: { 'x-api-key': secret } });
    expectCode(unknown, 401, 1002);
    expect(JSON.stringify(unknown.body)).not.toContain(secret);
    expect(Object.keys(unknown.body as object)).toEqual(Object.keys(missing.body as object));
  });

  it('accepts an issued key until it is revoked', async () => {
    const { record, secret } = await issueKey(service.keys, { plan: 'free', label: 'auth test' });
    const withKey = () => request(filtersUrl(), { headers: { 'x-api-key': secret } });
    expect((await withKey()).status).toBe(200);
    expect(await service.keys.revoke(record.id)).toBe(true);
    expectCode(await withKey(), 401, 1002);
  });

  it('stores only the hash of an issued key', async () => {
    const { secret } = await issueKey(service.keys, { plan: 'pro' });
    const { rows } = await service.db.query<Record<string, unknown>>('SELECT * FROM api_keys');
    expect(JSON.stringify(rows)).not.toContain(secret);
  });
});

describe('demo keys turned off', () => {
  let strict: TestService;
  beforeAll(async () => {
    strict = await startTestService({ ads: 20, app: { demoKeys: false } });
  });
  afterAll(() => strict.close());

  it('answers 1002 for demo-pro and demo-free', async () => {
    for (const key of ['demo-pro', 'demo-free']) {
      const answer = await request(strict.baseUrl('v2') + PATHS.v2.filters('platform_a'), {
        headers: { 'x-api-key': key },
      });
      expectCode(answer, 401, 1002);
    }
  });
});
