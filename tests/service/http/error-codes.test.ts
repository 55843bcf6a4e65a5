import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedEnvelopeSchema } from '../../../src/contract/envelope';
import { RESULT_CODES, type ErrorName } from '../../../src/contract/error-codes';
import { PATHS } from '../../../src/contract/paths';
import { issueKey } from '../../../src/service/keys/key-commands';
import { request, startTestService, type Answer, type TestService } from '../../utils/service';

const logged: string[] = [];
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 200, app: { logError: (line) => logged.push(line) } });
});
afterAll(() => service.close());

const PRO = { 'x-api-key': 'demo-pro' };
const JSON_PRO = { ...PRO, 'content-type': 'application/json' };
const v1 = (path: string) => service.baseUrl('v1') + path;
const v2 = (path: string) => service.baseUrl('v2') + path;

function expectFailure(answer: Answer, name: ErrorName) {
  const { code, status } = RESULT_CODES[name];
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const failed = failedEnvelopeSchema.parse(answer.body);
  expect(failed.meta.code).toBe(code);
  expect(failed.meta.message).toMatch(/\w/);
  expect(JSON.stringify(failed)).not.toMatch(/\n\s+at |\.ts:\d+/);
  return failed;
}

const cases: [ErrorName, string, () => Promise<Answer>][] = [
  ['missing_key', 'no key', () => request(v2(PATHS.v2.filters('platform_c')))],
  ['invalid_key', 'unknown key', () => request(v2(PATHS.v2.filters('platform_c')), { headers: { 'x-api-key': 'x' } })],
  [
    'plan_forbidden',
    'pro filter with a free key',
    () =>
      request(v2(PATHS.v2.search('platform_c')), {
        method: 'POST',
        headers: { 'x-api-key': 'demo-free', 'content-type': 'application/json' },
        body: JSON.stringify({ traffic: [1000, null] }),
      }),
  ],
  [
    'validation_failed',
    'unknown filter key',
    () => request(v1(PATHS.v1.search('platform_c')), { method: 'POST', headers: JSON_PRO, body: '{"colour":[1]}' }),
  ],
  [
    'malformed_json',
    'broken JSON',
    () => request(v1(PATHS.v1.search('platform_c')), { method: 'POST', headers: JSON_PRO, body: '{"page":' }),
  ],
  ['not_found', 'unknown platform', () => request(v2(PATHS.v2.filters('platform_z' as never)), { headers: PRO })],
  [
    'not_found',
    'filter without options route',
    () => request(v1(PATHS.v1.filterItems('platform_c', 'gender')), { headers: PRO }),
  ],
  ['not_found', 'unknown ad', () => request(v2(PATHS.v2.adDetail('platform_c', 987654321)), { headers: PRO })],
  ['not_found', 'ad id that is not a number', () => request(v1('/platform_c/ads/abc'), { headers: PRO })],
  ['not_found', 'unknown route', () => request(`${service.origin}/api/v3/anything`)],
  ['not_found', 'unknown API route', () => request(v2('/nowhere'), { headers: PRO })],
  ['method_not_allowed', 'GET on search', () => request(v2(PATHS.v2.search('platform_c')), { headers: PRO })],
  [
    'method_not_allowed',
    'DELETE on detail',
    () => request(v1(PATHS.v1.adDetail('platform_c', 1)), { method: 'DELETE', headers: PRO }),
  ],
  [
    'payload_too_large',
    'a 100 KiB body',
    () =>
      request(v2(PATHS.v2.search('platform_c')), {
        method: 'POST',
        headers: JSON_PRO,
        body: JSON.stringify({ search_field: [{ type: 'text', text: 'x'.repeat(100 * 1024) }] }),
      }),
  ],
  [
    'unsupported_media_type',
    'a form body',
    () =>
      request(v2(PATHS.v2.search('platform_c')), {
        method: 'POST',
        headers: { ...PRO, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'page=1',
      }),
  ],
  [
    'invalid_last_hit',
    'a future last_hit',
    () =>
      request(v2(PATHS.v2.search('platform_c')), {
        method: 'POST',
        headers: JSON_PRO,
        body: JSON.stringify({ page: 2, last_hit: Math.floor(Date.now() / 1000) + 86_400 }),
      }),
  ],
];

describe('failures answer their DESIGN §3 code and HTTP status', () => {
  it.each(cases)('%s: %s', async (name, _why, send) => {
    expectFailure(await send(), name);
  });

  it('405 names the allowed method', async () => {
    const answer = await request(v2(PATHS.v2.search('platform_c')), { headers: PRO });
    expect(answer.headers.get('allow')).toBe('POST');
  });

  it('payload_too_large: a body sent in chunks, without a length, is counted as it streams', async () => {
    const searchText = (length: number) =>
      JSON.stringify({ search_field: [{ type: 'text', text: 'x'.repeat(length) }] });
    const small = await sendChunked(v2(PATHS.v2.search('platform_c')), searchText(20));
    expect(small.headers['transfer-encoding']).toBe('chunked');
    expect(small.status).toBe(200);
    const large = await sendChunked(v2(PATHS.v2.search('platform_c')), searchText(100 * 1024));
    expect(large.headers['transfer-encoding']).toBe('chunked');
    expectFailure({ status: large.status, headers: new Headers(), body: JSON.parse(large.text) }, 'payload_too_large');
  });

  it('rate_limited: 1009 with Retry-After once a key spends its limit', async () => {
    const { secret } = await issueKey(service.keys, { plan: 'pro', rateLimit: 2 });
    const send = () => request(v2(PATHS.v2.filters('platform_d')), { headers: { 'x-api-key': secret } });
    expect((await send()).status).toBe(200);
    const second = await send();
    expect(second.status).toBe(200);
    expect(second.headers.get('x-ratelimit-remaining')).toBe('0');
    const limited = await send();
    expectFailure(limited, 'rate_limited');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await request(v2(PATHS.v2.filters('platform_d')), { headers: PRO })).status).toBe(200);
  });

  it('internal: 1099 without details when storage fails, logged without the key', async () => {
    await service.db.exec('ALTER TABLE ads RENAME TO ads_away');
    try {
      const answer = await request(v2(PATHS.v2.search('platform_e')), {
        method: 'POST',
        headers: JSON_PRO,
        body: '{}',
      });
      const failed = expectFailure(answer, 'internal');
      expect(failed.meta.message).not.toMatch(/ads|relation|sql/i);
      expect(logged.length).toBeGreaterThan(0);
      expect(logged.join('\n')).not.toContain('demo-pro');
    } finally {
      await service.db.exec('ALTER TABLE ads_away RENAME TO ads');
    }
  });
});

/** POSTs `body` in 8 KiB chunks with `Transfer-Encoding: chunked` and no length; answers what was sent and the reply. */
function sendChunked(url: string, body: string) {
  return new Promise<{ headers: Record<string, unknown>; status: number; text: string }>((resolve, reject) => {
    const sent = httpRequest(
      url,
      { method: 'POST', headers: { ...JSON_PRO, 'transfer-encoding': 'chunked' } },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (text += chunk));
        answer.on('end', () => resolve({ headers: sent.getHeaders(), status: answer.statusCode ?? 0, text }));
      },
    );
    sent.on('error', reject);
    for (let at = 0; at < body.length; at += 8192) sent.write(body.slice(at, at + 8192));
    sent.end();
  });
}
