import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedEnvelopeSchema } from '../../../src/contract/envelope';
import { RESULT_CODES, type ErrorName } from '../../../src/contract/error-codes';
import { PATHS } from '../../../src/contract/paths';
import { request, startTestService, type Answer, type TestService } from '../../utils/service';

const logged: string[] = [];
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 200, app: { logError: (line) => logged.push(line) } });
});
afterAll(() => service.close());

const PRO = { 'x-api-key': 'demo-pro' };
const v2 = (path: string) => service.baseUrl('v2') + path;
const search = (body: string) =>
  request(v2(PATHS.v2.search('platform_a')), {
    method: 'POST',
    headers: { ...PRO, 'content-type': 'application/json' },
    body,
  });

function expectRefused(answer: Answer, name: ErrorName, field?: string) {
  const { code, status } = RESULT_CODES[name];
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const failed = failedEnvelopeSchema.parse(answer.body);
  expect(failed.meta.code).toBe(code);
  if (field) expect(failed.meta.errors?.map((error) => error.field)).toContain(field);
}

// Each of these answered 500 before its bound moved into the contract's schemas.
const refused: [string, () => Promise<Answer>, ErrorName, string?][] = [
  ['a body key named constructor', () => search('{"constructor":1}'), 'validation_failed', 'constructor'],
  ['a body key named __proto__', () => search('{"__proto__":{"gender":[1]}}'), 'validation_failed', '__proto__'],
  ['a body key named toString', () => search('{"toString":[1]}'), 'validation_failed', 'toString'],
  ['an ad id beyond int4', () => request(v2('/ads/platform_a/2147483648'), { headers: PRO }), 'not_found'],
  [
    'a look-up id beyond int4',
    () => request(v2(`${PATHS.v2.filterItems('platform_a', 'interests')}?id=2147483648`), { headers: PRO }),
    'validation_failed',
    'ids.0',
  ],
  ['an option id beyond int4', () => search('{"interests":[2147483648]}'), 'validation_failed', 'interests.0'],
  ['a count beyond its column', () => search('{"days_running":[1e20,null]}'), 'validation_failed', 'days_running.0'],
  ['a fraction for an integer column', () => search('{"traffic":[0.5,null]}'), 'validation_failed', 'traffic.0'],
  ['1e30 impressions', () => search('{"impressions":[1e30]}'), 'validation_failed', 'impressions.0'],
  [
    'a NUL in a search term',
    () => search('{"search_field":[{"type":"text","text":"a\\u0000b"}]}'),
    'validation_failed',
    'search_field.0.text',
  ],
  [
    'a NUL in a look-up text',
    () => request(v2(`${PATHS.v2.filterItems('platform_a', 'interests')}?search=%00`), { headers: PRO }),
    'validation_failed',
    'search',
  ],
  ['year 0000', () => search('{"first_seen":["0000-01-01","2026-01-01"]}'), 'validation_failed', 'first_seen.0'],
  ['a day before 1970', () => search('{"last_seen":["1969-12-31"]}'), 'validation_failed', 'last_seen.0'],
];

describe('odd input answers its documented 4xx, never 500', () => {
  it.each(refused)('%s', async (_why, send, name, field) => {
    expectRefused(await send(), name, field);
  });

  it('takes the last day the contract allows at both ends of a date range', async () => {
    const answer = await search('{"first_seen":["1970-01-01","9999-12-31"],"last_seen":["9999-12-31"]}');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it('logged no internal failure', () => {
    expect(logged).toEqual([]);
  });
});
