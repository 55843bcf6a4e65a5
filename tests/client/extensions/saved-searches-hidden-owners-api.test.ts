import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdsClient } from '../../../src/client/ads-client';
import { isAdsClientError } from '../../../src/client/errors';
import { hiddenApi } from '../../../src/client/extensions/hidden-api';
import { ownerProfile } from '../../../src/client/extensions/owners-api';
import { savedSearchesApi } from '../../../src/client/extensions/saved-searches-api';
import { createIngestor } from '../../../src/service/demo/ingestion';
import { startTestService, type TestService } from '../../utils/service';
import { createTestClock } from '../../utils/test-clock';

const time = createTestClock();
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 120, clock: time.clock });
  time.passSystemClock();
});
afterAll(() => service?.close());

const client = (apiKey = 'demo-pro') => new AdsClient({ baseUrl: service.baseUrl('v2'), apiKey });

describe('savedSearchesApi against the real service', () => {
  it('saves a search, counts new ads as ingestion adds them, marks it visited, renames and deletes it', async () => {
    const searches = savedSearchesApi(client());
    const saved = await searches.create({ name: 'All', platform: 'mega', link: '/mega', body: {} });
    expect(saved.new_since_visit).toEqual({ value: 0, relation: 'eq' });

    time.nextSecond();
    const report = await createIngestor(service.db, { clock: time.clock })(20);
    time.nextSecond();
    expect(report.added).toBeGreaterThan(0);
    const listed = (await searches.list()).find((s) => s.id === saved.id);
    expect(listed?.new_since_visit).toEqual({ value: report.added, relation: 'eq' });

    time.nextSecond();
    const visited = await searches.visit(saved.id);
    expect(visited.new_since_visit.value).toBe(0);
    expect((await searches.rename(saved.id, 'Everything')).name).toBe('Everything');
    await searches.remove(saved.id);
    expect((await searches.list()).map((s) => s.id)).not.toContain(saved.id);
    await expect(searches.visit(saved.id)).rejects.toMatchObject({ code: 1006 });
  });
});

describe('hiddenApi against the real service', () => {
  it('hides an ad and an advertiser from the next search, lists them, and shows them again', async () => {
    const ads = client('demo-free');
    const hidden = hiddenApi(ads);
    const [ad, other] = (await ads.search('platform_b', {})).ads;
    const owner = other!.owner.id;
    await hidden.hideAd(ad!);
    await hidden.hideOwner(owner);
    time.nextSecond();
    const list = await hidden.list();
    expect(list.ads.map((a) => [a.platform, a.id])).toEqual([[ad!.platform, ad!.id]]);
    expect(list.owners.map((o) => o.id)).toEqual([owner]);
    const after = (await ads.search('platform_b', {})).ads;
    expect(after.map((a) => a.id)).not.toContain(ad!.id);
    expect(after.map((a) => a.owner.id)).not.toContain(owner);

    await hidden.showAd(ad!);
    await hidden.showOwner(owner);
    expect(await hidden.list()).toMatchObject({ ads: [], owners: [] });
    const error = await hidden.showAd(ad!).catch((e: unknown) => e);
    expect(isAdsClientError(error, 'api') && error.code).toBe(1006);
  });
});

describe('ownerProfile against the real service', () => {
  it("gives an advertiser's ad counts by platform, and 1006 for one that does not exist", async () => {
    const ads = client();
    const [ad] = (await ads.search('platform_a', {})).ads;
    const profile = await ownerProfile(ads, ad!.owner.id);
    expect(profile).toMatchObject({ id: ad!.owner.id, name: ad!.owner.name });
    expect(profile.ads_by_platform.platform_a).toBeGreaterThan(0);
    await expect(ownerProfile(ads, 2_000_000_000)).rejects.toMatchObject({ kind: 'api', code: 1006 });
  });
});
