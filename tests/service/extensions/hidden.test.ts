import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPageSchema, type AdSummary } from '../../../src/contract/ads';
import { failedEnvelopeSchema, okEnvelopeSchema } from '../../../src/contract/envelope';
import { EXTENSION_PATHS as P } from '../../../src/contract/extensions/extension-paths';
import { hiddenListSchema } from '../../../src/contract/extensions/hidden';
import { PATHS } from '../../../src/contract/paths';
import { PAGE_SIZE } from '../../../src/contract/search-request';
import { getJson, postJson, request, startTestService, type TestService } from '../../utils/service';
import { createTestClock } from '../../utils/test-clock';

const time = createTestClock();
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 1500, clock: time.clock });
  time.passSystemClock();
});
afterAll(() => service.close());

const OWNER = 'demo-pro';
const OTHER = 'demo-free';
/** Snapshots are cut at whole seconds; a hide applies to those cut after the second it was made in. */
const nextSecond = () => time.nextSecond();

const send = (method: string, path: string, key = OWNER) =>
  request(service.baseUrl('v2') + path, { method, headers: { 'x-api-key': key } });

/** Pages 1..`pages` of platform_a in one snapshot (a new one unless `lastHit`). */
async function pagesOf(pages: number, key = OWNER, lastHit?: number) {
  const ads: AdSummary[] = [];
  for (let page = 1; page <= pages; page += 1) {
    const answer = await postJson(
      service.baseUrl('v2') + PATHS.v2.search('platform_a'),
      { page, ...(lastHit ? { last_hit: lastHit } : {}) },
      key,
    );
    const data = okEnvelopeSchema(searchPageSchema).parse(answer.body).data;
    lastHit ??= data.last_hit;
    ads.push(...data.ads);
  }
  return { ads, lastHit: lastHit! };
}

const ids = (ads: AdSummary[]) => ads.map((ad) => ad.id);

describe('hidden ads and advertisers', () => {
  it('are left out of the key’s searches without a duplicate or a gap across the pages of one last_hit', async () => {
    const before = await pagesOf(6);
    const adA = before.ads[5]!;
    const adB = before.ads[PAGE_SIZE + 3]!;
    const owner = before.ads.find(
      (ad, i) => i > 2 * PAGE_SIZE && ad.owner.id !== adA.owner.id && ad.owner.id !== adB.owner.id,
    )!.owner;
    expect((await send('PUT', P.hiddenAd(adA.platform, adA.id))).status).toBe(200);
    expect((await send('PUT', P.hiddenAd(adB.platform, adB.id))).status).toBe(200);
    expect((await send('PUT', P.hiddenOwner(owner.id))).status).toBe(200);
    nextSecond();

    const after = await pagesOf(4);
    const expected = before.ads.filter((ad) => ad.id !== adA.id && ad.id !== adB.id && ad.owner.id !== owner.id);
    // Premise: the hides remove ads from the first pages, and the old listing is long enough to compare.
    expect(before.ads.length - expected.length).toBeGreaterThanOrEqual(3);
    expect(expected.length).toBeGreaterThan(4 * PAGE_SIZE);
    expect(ids(after.ads)).toEqual(ids(expected).slice(0, 4 * PAGE_SIZE));
    expect(new Set(ids(after.ads)).size).toBe(after.ads.length);

    // Another key sees everything.
    expect(ids((await pagesOf(1, OTHER)).ads)).toContain(adA.id);

    const listed = okEnvelopeSchema(hiddenListSchema).parse(
      (await getJson(service.baseUrl('v2') + P.hidden(), OWNER)).body,
    ).data;
    expect(listed.ads.map((ad) => ad.id).sort()).toEqual([adA.id, adB.id].sort());
    expect(listed.owners.map((o) => [o.id, o.name])).toEqual([[owner.id, owner.name]]);
    const theirs = okEnvelopeSchema(hiddenListSchema).parse(
      (await getJson(service.baseUrl('v2') + P.hidden(), OTHER)).body,
    ).data;
    expect(theirs).toEqual({ ads: [], owners: [] });

    // Shown again: back from the next snapshot on.
    expect((await send('DELETE', P.hiddenAd(adA.platform, adA.id))).status).toBe(200);
    expect((await send('DELETE', P.hiddenOwner(owner.id))).status).toBe(200);
    nextSecond();
    const restored = await pagesOf(1);
    expect(ids(restored.ads)).toContain(adA.id);
    expect(ids(restored.ads)).not.toContain(adB.id);
  }, 60_000);

  it('hidden while paging leave that snapshot’s pages as they were and apply from the next page 1', async () => {
    const first = await pagesOf(1);
    const target = (await pagesOf(3, OWNER, first.lastHit)).ads[2 * PAGE_SIZE + 4]!;
    expect((await send('PUT', P.hiddenAd(target.platform, target.id))).status).toBe(200);
    const sameSnapshot = await pagesOf(3, OWNER, first.lastHit);
    expect(ids(sameSnapshot.ads)).toContain(target.id);
    nextSecond();
    const fresh = await pagesOf(3);
    expect(fresh.lastHit).toBeGreaterThan(first.lastHit);
    expect(ids(fresh.ads)).not.toContain(target.id);
  }, 60_000);

  it('answer 1006 for unknown ads and advertisers, and for showing what is not hidden', async () => {
    const codes = async (method: string, path: string) => {
      const answer = await send(method, path);
      return [answer.status, failedEnvelopeSchema.parse(answer.body).meta.code];
    };
    expect(await codes('PUT', P.hiddenAd('platform_a', 987_654_321))).toEqual([404, 1006]);
    expect(await codes('PUT', '/hidden/ads/nowhere/1')).toEqual([404, 1006]);
    expect(await codes('PUT', P.hiddenOwner(987_654_321))).toEqual([404, 1006]);
    expect(await codes('PUT', '/hidden/owners/abc')).toEqual([404, 1006]);
    expect(await codes('DELETE', P.hiddenOwner(1))).toEqual([404, 1006]);
    expect(await codes('GET', P.hiddenOwner(1))).toEqual([405, 1007]);
    const anonymous = await request(service.baseUrl('v2') + P.hidden());
    expect(failedEnvelopeSchema.parse(anonymous.body).meta.code).toBe(1001);
  });
});
