import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPageSchema, type AdSummary } from '../../../src/contract/ads';
import { failedEnvelopeSchema, okEnvelopeSchema } from '../../../src/contract/envelope';
import { EXTENSION_PATHS as P } from '../../../src/contract/extensions/extension-paths';
import { ownerProfileSchema } from '../../../src/contract/extensions/owners';
import { PATHS } from '../../../src/contract/paths';
import { getJson, postJson, startTestService, type TestService } from '../../utils/service';

let service: TestService;
let ad: AdSummary;
beforeAll(async () => {
  service = await startTestService({ ads: 400 });
  ad = (await searchAll({}))[0]!;
});
afterAll(() => service.close());

const KEY = 'demo-pro';
const v2 = (path: string) => service.baseUrl('v2') + path;

/** Every ad of a mega search, page by page in one snapshot. */
async function searchAll(body: Record<string, unknown>): Promise<AdSummary[]> {
  const ads: AdSummary[] = [];
  let lastHit: number | undefined;
  for (let page = 1; ; page += 1) {
    const answer = await postJson(v2(PATHS.v2.search('mega')), { ...body, page, last_hit: lastHit }, KEY);
    const data = okEnvelopeSchema(searchPageSchema).parse(answer.body).data;
    ads.push(...data.ads);
    lastHit = data.last_hit;
    if (!data.has_next_page || page >= 40) return ads;
  }
}

async function count(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await service.db.query<{ n: string | number }>(sql, params);
  return Number(rows[0]!.n);
}

describe('advertiser profiles', () => {
  it('give the owner, its category, first and last seen, and its ads by platform', async () => {
    const answer = await getJson(v2(P.owner(ad.owner.id)), KEY);
    const profile = okEnvelopeSchema(ownerProfileSchema).parse(answer.body).data;
    expect(profile).toMatchObject({ id: ad.owner.id, name: ad.owner.name, is_verified: ad.owner.is_verified });
    expect(profile.avatar_url).toBe(ad.owner.avatar_url);
    expect(profile.category).toEqual(expect.any(String));
    const total = await count('SELECT count(*) AS n FROM ads WHERE owner_id = $1', [ad.owner.id]);
    expect(profile.ads_count).toBe(total);
    expect(Object.values(profile.ads_by_platform).reduce((n, v) => n + v!, 0)).toBe(total);
    expect(profile.ads_by_platform[ad.platform]).toBe(
      await count('SELECT count(*) AS n FROM ads WHERE owner_id = $1 AND platform = $2', [ad.owner.id, ad.platform]),
    );
    expect(Date.parse(profile.first_seen!)).toBeLessThanOrEqual(Date.parse(profile.last_seen!));
  });

  it('answer 1006 for an unknown owner or an id that cannot be one', async () => {
    for (const id of ['987654321', 'abc', '2147483648', '-1']) {
      const answer = await getJson(v2(`/owners/${id}`), KEY);
      expect(answer.status).toBe(404);
      expect(failedEnvelopeSchema.parse(answer.body).meta.code).toBe(1006);
    }
    expect((await getJson(v2(P.owner(ad.owner.id)))).status).toBe(401);
  });
});

describe('search_field kinds owner_id and domain (v2)', () => {
  it('owner_id narrows a search to exactly that advertiser’s ads', async () => {
    const ads = await searchAll({ search_field: [{ type: 'owner_id', text: String(ad.owner.id) }] });
    expect(ads.length).toBe(await count('SELECT count(*) AS n FROM ads WHERE owner_id = $1', [ad.owner.id]));
    expect(ads.every((found) => found.owner.id === ad.owner.id)).toBe(true);
  });

  it('domain narrows to that display domain exactly, ignoring case, and combines with other terms', async () => {
    const domain = ad.display_url!;
    const ads = await searchAll({ search_field: [{ type: 'domain', text: domain.toUpperCase() }] });
    expect(ads.length).toBe(await count('SELECT count(*) AS n FROM ads WHERE display_url = $1', [domain]));
    expect(ads.every((found) => found.display_url === domain)).toBe(true);
    const none = await searchAll({
      search_field: [
        { type: 'domain', text: domain },
        { type: 'without_owner', text: domain },
      ],
    });
    expect(none).toEqual([]);
    // Exact: a part of the domain matches nothing.
    expect(await searchAll({ search_field: [{ type: 'domain', text: domain.slice(1) }] })).toEqual([]);
  });

  it('refuse an owner id that is not one (1004 naming the field), and both kinds on v1', async () => {
    const bad = await postJson(
      v2(PATHS.v2.search('platform_a')),
      { search_field: [{ type: 'owner_id', text: 'acme' }] },
      KEY,
    );
    expect(bad.status).toBe(422);
    expect(failedEnvelopeSchema.parse(bad.body).meta.errors!.map((e) => e.field)).toEqual(['search_field.0.text']);
    const v1 = await postJson(
      service.baseUrl('v1') + PATHS.v1.search('platform_a'),
      { search_field: [{ type: 'domain', text: 'example.com' }] },
      KEY,
    );
    expect(v1.status).toBe(422);
    expect(failedEnvelopeSchema.parse(v1.body).meta.errors![0]!.field).toBe('search_field.0.type');
  });
});
