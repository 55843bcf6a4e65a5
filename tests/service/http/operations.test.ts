import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adDetailSchema, searchPageSchema, v1AdDetailPayloadSchema } from '../../../src/contract/ads';
import { okEnvelopeSchema } from '../../../src/contract/envelope';
import { filterGroupSchema, optionRecordSchema } from '../../../src/contract/filters';
import { PATHS } from '../../../src/contract/paths';
import { MEGA, PLATFORM_KEYS } from '../../../src/contract/platforms';
import { PAGE_SIZE } from '../../../src/contract/search-request';
import { API_VERSIONS } from '../../../src/contract/versions';
import { z } from '../../../src/contract/zod';
import { getJson, postJson, startTestService, type TestService } from '../../utils/service';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const PRO = 'demo-pro';
const filtersAnswer = okEnvelopeSchema(filterGroupSchema);
const searchAnswer = okEnvelopeSchema(searchPageSchema);
const itemsAnswer = okEnvelopeSchema(z.array(optionRecordSchema));
/** Filters with options behind a route, per the interface doc's table 4.1. */
const API_FILTERS: Partial<Record<string, string[]>> = {
  platform_a: ['interests', 'owner_categories'],
  native: ['publishers'],
  display: ['publishers'],
  platform_g: ['publishers'],
};

describe.each(API_VERSIONS)('%s layout', (version) => {
  const url = (path: string) => service.baseUrl(version) + path;

  describe.each(PLATFORM_KEYS)('%s', (platform) => {
    it('answers its filter group', async () => {
      const answer = await getJson(url(PATHS[version].filters(platform)), PRO);
      expect(answer.status).toBe(200);
      const group = filtersAnswer.parse(answer.body).data;
      expect(group.filters.length).toBeGreaterThan(0);
      expect(answer.body).toMatchObject({ status: 'ok', meta: { code: 1000, message: null } });
    });

    it('searches a first page of at most 18 ads of this platform and opens one in detail', async () => {
      const answer = await postJson(url(PATHS[version].search(platform)), {}, PRO);
      expect(answer.status).toBe(200);
      const page = searchAnswer.parse(answer.body).data;
      expect(page.current_page).toBe(1);
      expect(page.ads.length).toBeGreaterThan(0);
      expect(page.ads.length).toBeLessThanOrEqual(PAGE_SIZE);
      expect(page.ads.every((ad) => ad.platform === platform)).toBe(true);

      const ad = page.ads[0]!;
      const detail = await getJson(url(PATHS[version].adDetail(platform, ad.id)), PRO);
      expect(detail.status).toBe(200);
      const record =
        version === 'v1'
          ? okEnvelopeSchema(v1AdDetailPayloadSchema).parse(detail.body).data.data
          : okEnvelopeSchema(adDetailSchema).parse(detail.body).data;
      expect(record).toMatchObject({ id: ad.id, platform, title: ad.title });
    });

    it('looks up the options of each filter that has an api_url, by text and by ids', async () => {
      const group = filtersAnswer.parse((await getJson(url(PATHS[version].filters(platform)), PRO)).body).data;
      const apiFilters = group.filters.filter((f) => f.component_data?.api_url);
      expect(apiFilters.map((f) => f.key).sort()).toEqual(API_FILTERS[platform] ?? []);
      for (const filter of apiFilters) {
        const base = service.baseUrl(version) + filter.component_data!.api_url!;
        expect(base).toBe(url(PATHS[version].filterItems(platform, filter.key)));
        const found = itemsAnswer.parse((await getJson(`${base}?search=`, PRO)).body).data;
        expect(found.length).toBeGreaterThan(0);
        expect(found.length).toBeLessThanOrEqual(50);
        const ids = found.slice(0, 2).map((o) => o.key);
        const idQuery = version === 'v1' ? `ids=${ids.join(',')}` : ids.map((id) => `id=${id}`).join('&');
        const byIds = itemsAnswer.parse((await getJson(`${base}?${idQuery}`, PRO)).body).data;
        expect(byIds.map((o) => o.key).sort()).toEqual([...ids].sort());
      }
    });
  });
});

describe('mega', () => {
  it('has filters and a cross-platform search in v2', async () => {
    const filters = await getJson(service.baseUrl('v2') + PATHS.v2.filters(MEGA), PRO);
    expect(filtersAnswer.parse(filters.body).data.filters.length).toBeGreaterThan(0);
    const search = await postJson(service.baseUrl('v2') + PATHS.v2.search(MEGA), {}, PRO);
    const page = searchAnswer.parse(search.body).data;
    expect(page.ads).toHaveLength(PAGE_SIZE);
  });

  it('has no ad detail in v2 and nothing in v1', async () => {
    const ad = searchAnswer.parse((await postJson(service.baseUrl('v2') + PATHS.v2.search(MEGA), {}, PRO)).body).data
      .ads[0]!;
    const answers = await Promise.all([
      getJson(service.baseUrl('v2') + `/ads/mega/${ad.id}`, PRO),
      getJson(service.baseUrl('v1') + PATHS.v1.filters(MEGA), PRO),
      postJson(service.baseUrl('v1') + PATHS.v1.search(MEGA), {}, PRO),
      getJson(service.baseUrl('v1') + `/mega/ads/${ad.id}`, PRO),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ status: 'failed', meta: { code: 1006 } });
    }
  });
});
