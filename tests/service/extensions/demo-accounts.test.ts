import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPageSchema } from '../../../src/contract/ads';
import { z } from '../../../src/contract/zod';
import { capabilitiesSchema } from '../../../src/contract/extensions/capabilities';
import { demoAccountSchema } from '../../../src/contract/extensions/demo-accounts';
import { boardListSchema } from '../../../src/contract/extensions/boards';
import { EXTENSION_PATHS as P } from '../../../src/contract/extensions/extension-paths';
import { hiddenListSchema } from '../../../src/contract/extensions/hidden';
import { PATHS } from '../../../src/contract/paths';
import { issueKey } from '../../../src/service/keys/key-commands';
import { getJson, postJson, request, startTestService, type TestService } from '../../utils/service';
import { failed, ok } from './expect-answer';

/** Demo accounts one address may mint a window in this file's service. */
const MINT_LIMIT = 6;
let service: TestService;
/** Successful mints from this file's address so far; the limit counts every one of them. */
let minted = 0;
beforeAll(async () => {
  service = await startTestService({ ads: 200, app: { rateLimit: { demoAccountLimit: MINT_LIMIT } } });
});
afterAll(() => service.close());

const v2 = (path: string) => service.baseUrl('v2') + path;
const mintAnswer = (key?: string) =>
  request(v2(P.demoAccounts()), { method: 'POST', headers: key ? { 'x-api-key': key } : {} });
async function mint(key: string) {
  const account = ok(await mintAnswer(key), demoAccountSchema);
  minted += 1;
  return account;
}
const boardNames = async (key: string) =>
  ok(await getJson(v2(P.boards()), key), boardListSchema).boards.map((b) => b.name);
const hiddenOwners = async (key: string) =>
  ok(await getJson(v2(P.hidden()), key), hiddenListSchema).owners.map((o) => o.id);

describe('POST /api/v2/demo-accounts', () => {
  it('is listed in capabilities where the demo keys are accepted', async () => {
    const answer = await getJson(v2('/capabilities'), 'demo-free');
    expect(ok(answer, capabilitiesSchema).extensions).toContain('demo_accounts');
  });

  it('mints a stored, hashed key with the plan and rate limit of the demo key that asked', async () => {
    const pro = await mint('demo-pro');
    expect(pro).toMatchObject({ plan: 'pro', rate_limit: 1200 });
    expect(pro.api_key).not.toBe('demo-pro');
    const free = await mint('demo-free');
    expect(free).toMatchObject({ plan: 'free', rate_limit: 300 });
    expect(free.api_key).not.toBe(pro.api_key);
    // The minted key is a key: it answers with its own rate limit, and it is kept only as a hash.
    const answer = await getJson(v2(P.hidden()), pro.api_key);
    expect(answer.headers.get('x-ratelimit-limit')).toBe('1200');
    const stored = await service.db.query<{ row: string }>('SELECT api_keys::text AS row FROM api_keys');
    expect(stored.rows.length).toBeGreaterThan(0);
    for (const { row } of stored.rows) expect(row).not.toContain(pro.api_key);
    const labels = (await service.keys.list()).map((record) => [record.label, record.plan]);
    expect(labels).toEqual(
      expect.arrayContaining([
        ['demo-pro account', 'pro'],
        ['demo-free account', 'free'],
      ]),
    );
  });

  it('refuses a real key, and a minted one, with 403: each is one account already', async () => {
    const { secret } = await issueKey(service.keys, { plan: 'pro' });
    const refused = failed(await mintAnswer(secret), 403, 1003);
    expect(refused.meta.message).toMatch(/only a demo key/i);
    expect(JSON.stringify(refused)).not.toContain(secret);
    const account = await mint('demo-pro');
    failed(await mintAnswer(account.api_key), 403, 1003);
    failed(await mintAnswer(), 401, 1001);
  });

  it('gives each minted key a workspace of its own: hidden advertisers and boards are not shared', async () => {
    const [first, second] = [await mint('demo-pro'), await mint('demo-pro')];
    const page = ok(await postJson(v2(PATHS.v2.search('platform_a')), {}, first.api_key), searchPageSchema);
    const owner = page.ads[0]!.owner.id;
    ok(
      await request(v2(P.hiddenOwner(owner)), { method: 'PUT', headers: { 'x-api-key': first.api_key } }),
      z.unknown(),
    );
    ok(await postJson(v2(P.boards()), { name: 'First’s board' }, first.api_key), z.unknown());
    ok(await postJson(v2(P.boards()), { name: 'Second’s board' }, second.api_key), z.unknown());

    expect(await hiddenOwners(first.api_key)).toEqual([owner]);
    expect(await hiddenOwners(second.api_key)).toEqual([]);
    expect(await hiddenOwners('demo-pro')).toEqual([]);
    expect(await boardNames(first.api_key)).toEqual(['First’s board']);
    expect(await boardNames(second.api_key)).toEqual(['Second’s board']);
    expect(await boardNames('demo-pro')).toEqual([]);
    const seen = ok(await postJson(v2(PATHS.v2.search('platform_a')), {}, second.api_key), searchPageSchema);
    expect(seen.ads.map((ad) => ad.owner.id)).toContain(owner);
  });

  it('limits minting per client address, and the demo key keeps answering', async () => {
    while (minted < MINT_LIMIT) await mint('demo-free');
    const limited = failed(await mintAnswer('demo-pro'), 429, 1009);
    expect(limited.meta.message).toMatch(/retry/i);
    expect(Number((await mintAnswer('demo-free')).headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await getJson(v2(P.hidden()), 'demo-pro')).status).toBe(200);
  });

  it('is not offered where the demo keys are turned off', async () => {
    const closed = await startTestService({ ads: 20, app: { demoKeys: false } });
    try {
      const { secret } = await issueKey(closed.keys, { plan: 'pro' });
      const answer = await getJson(`${closed.baseUrl('v2')}/capabilities`, secret);
      expect(ok(answer, capabilitiesSchema).extensions).not.toContain('demo_accounts');
      const post = await request(`${closed.baseUrl('v2')}${P.demoAccounts()}`, {
        method: 'POST',
        headers: { 'x-api-key': secret },
      });
      failed(post, 404, 1006);
    } finally {
      await closed.close();
    }
  });
});
