import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPageSchema } from '../../../src/contract/ads';
import { failedEnvelopeSchema, okEnvelopeSchema } from '../../../src/contract/envelope';
import { PATHS } from '../../../src/contract/paths';
import { PAGE_SIZE } from '../../../src/contract/search-request';
import { postJson, startTestService, type TestService } from '../../utils/service';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const searchAnswer = okEnvelopeSchema(searchPageSchema);
const v1 = () => service.baseUrl('v1') + PATHS.v1.search('platform_a');
const v2 = () => service.baseUrl('v2') + PATHS.v2.search('platform_a');

async function page(url: string, body: Record<string, unknown>) {
  const answer = await postJson(url, body, 'demo-pro');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return searchAnswer.parse(answer.body).data;
}

async function failure(url: string, body: unknown, status: number, code: number) {
  const answer = await postJson(url, body, 'demo-pro');
  expect(answer.status).toBe(status);
  const failed = failedEnvelopeSchema.parse(answer.body);
  expect(failed.meta.code).toBe(code);
  expect(failed.meta.message).toEqual(expect.any(String));
  return failed;
}

describe('pagination', () => {
  it('answers page 1 with last_hit = now and keeps that snapshot for later pages', async () => {
    const before = await service.store.now();
    const first = await page(v2(), {});
    expect(first.current_page).toBe(1);
    expect(first.last_hit).toBeGreaterThanOrEqual(before);
    expect(first.last_hit).toBeLessThanOrEqual(await service.store.now());
    expect(first.ads).toHaveLength(PAGE_SIZE);
    expect(first.has_next_page).toBe(true);

    const second = await page(v2(), { page: 2, last_hit: first.last_hit });
    expect(second.current_page).toBe(2);
    expect(second.last_hit).toBe(first.last_hit);
    const ids = new Set([...first.ads, ...second.ads].map((ad) => ad.id));
    expect(ids.size).toBe(first.ads.length + second.ads.length);
  });

  it('walks to a last page that says has_next_page false', async () => {
    const first = await page(v1(), { gender: [1], orderby: 'oldest' });
    let current = first;
    let seen = first.ads.length;
    while (current.has_next_page) {
      expect(current.ads).toHaveLength(PAGE_SIZE);
      current = await page(v1(), {
        gender: [1],
        orderby: 'oldest',
        page: current.current_page + 1,
        last_hit: first.last_hit,
      });
      seen += current.ads.length;
    }
    expect(current.ads.length).toBeGreaterThan(0);
    expect(current.ads.length).toBeLessThanOrEqual(PAGE_SIZE);
    expect(seen).toBe((current.current_page - 1) * PAGE_SIZE + current.ads.length);
    const beyond = await page(v1(), {
      gender: [1],
      orderby: 'oldest',
      page: current.current_page + 1,
      last_hit: first.last_hit,
    });
    expect(beyond).toMatchObject({ ads: [], has_next_page: false });
  });

  it('answers 1011 for a future, fractional or textual last_hit', async () => {
    const now = await service.store.now();
    for (const lastHit of [now + 3600, 1.5, 'yesterday', -4]) {
      await failure(v2(), { page: 2, last_hit: lastHit }, 400, 1011);
    }
  });
});

describe('filters and sorting', () => {
  it('accepts every kind of filter value and each layout its own sort', async () => {
    const v2Body = {
      search_field: [{ type: 'without_owner', text: 'zzzz-nobody' }],
      countries: ['US', 'GB'],
      days_running: [1, null],
      verified: [false],
      first_seen: ['2000-01-01', '2100-01-01'],
      advanced_order: { orderby: 'seen_counts', order: 'desc' },
    };
    expect((await page(v2(), v2Body)).ads.length).toBeGreaterThan(0);
    expect((await page(v1(), { gender: [1, 2], orderby: 'days_active' })).ads.length).toBeGreaterThan(0);
  });

  it('names every invalid field in meta.errors (1004)', async () => {
    const failed = await failure(
      v2(),
      {
        page: 0,
        shoe_size: [42],
        gender: [99],
        days_running: [90, 10],
        countries: 'US',
        ai_creative: [true],
        search_field: [{ type: 'text', text: '' }],
        orderby: 'oldest',
      },
      422,
      1004,
    );
    const fields = failed.meta.errors!.map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'page',
        'shoe_size',
        'gender',
        'days_running',
        'countries',
        'ai_creative',
        'search_field.0.text',
        'orderby',
      ]),
    );
    expect(failed.meta.errors!.find((e) => e.field === 'gender')!.message).toMatch(/99/);
    expect(failed.meta.errors!.find((e) => e.field === 'ai_creative')!.message).toMatch(/not available/);
  });

  it('rejects the other layout sort and a bad sort object', async () => {
    const v1Failed = await failure(v1(), { advanced_order: { orderby: 'web_traffic', order: 'desc' } }, 422, 1004);
    expect(v1Failed.meta.errors!.map((e) => e.field)).toEqual(['advanced_order']);
    const v2Failed = await failure(v2(), { advanced_order: { orderby: 'price', order: 'up' } }, 422, 1004);
    expect(v2Failed.meta.errors!.map((e) => e.field).sort()).toEqual([
      'advanced_order.order',
      'advanced_order.orderby',
    ]);
  });

  it('answers 1004 for a body that is JSON but not an object', async () => {
    const failed = await failure(v2(), [1, 2], 422, 1004);
    expect(failed.meta.errors).toEqual([{ field: 'body', message: expect.any(String) }]);
  });
});
