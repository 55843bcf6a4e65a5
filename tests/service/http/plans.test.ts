import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okEnvelopeSchema } from '../../../src/contract/envelope';
import { filterGroupSchema } from '../../../src/contract/filters';
import { PATHS } from '../../../src/contract/paths';
import { getJson, postJson, startTestService, type TestService } from '../../utils/service';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 300 });
});
afterAll(() => service.close());

async function filters(key: string) {
  const answer = await getJson(service.baseUrl('v2') + PATHS.v2.filters('platform_a'), key);
  return okEnvelopeSchema(filterGroupSchema).parse(answer.body).data.filters;
}

const proOnly = () => {
  const { planOf } = service.store.catalogue('platform_a', 'v2');
  return Object.keys(planOf).filter((key) => planOf[key] === 'pro');
};

describe('plans', () => {
  it('marks the filters above the free plan disabled: free_plan, and none for pro', async () => {
    expect(proOnly().length).toBeGreaterThan(0);
    const free = await filters('demo-free');
    const lockedForFree = free.filter((f) => f.disabled === 'free_plan').map((f) => f.key);
    expect(lockedForFree.sort()).toEqual(proOnly().sort());
    const pro = await filters('demo-pro');
    expect(pro.filter((f) => f.disabled === 'free_plan')).toEqual([]);
    expect(pro.find((f) => f.disabled === 'coming_soon')).toBeDefined();
  });

  it('answers 1003 when a free key searches with a pro filter, and serves it to pro', async () => {
    const url = service.baseUrl('v2') + PATHS.v2.search('platform_a');
    const body = { impressions: [1] };
    const free = await postJson(url, body, 'demo-free');
    expect(free.status).toBe(403);
    expect(free.body).toMatchObject({
      status: 'failed',
      meta: { code: 1003, message: expect.stringContaining('impressions') },
    });
    expect((await postJson(url, body, 'demo-pro')).status).toBe(200);
  });

  it('answers 1003 for the options of a pro filter with a free key', async () => {
    const url = service.baseUrl('v1') + PATHS.v1.filterItems('platform_a', 'owner_categories') + '?search=';
    expect((await getJson(url, 'demo-free')).body).toMatchObject({ meta: { code: 1003 } });
    expect((await getJson(url, 'demo-pro')).status).toBe(200);
  });
});
