import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adSummarySchema } from '../../../src/contract/ads';
import { PAGE_SIZE } from '../../../src/contract/search-request';
import { V1_ORDERBY, V2_ORDERBY, SORT_DIRECTIONS } from '../../../src/contract/sorting';
import { openSeededStore, query, type SeededStore } from './seeded-store';

/** Sort values of ads as of snapshot `t`, read straight from the tables. */
async function sortValues(s: SeededStore, ids: number[], t: number) {
  const { rows } = await s.db.query<Record<string, number | string> & { id: number }>(
    `SELECT a.id, extract(epoch FROM r.valid_from)::float8 AS updated_at, extract(epoch FROM a.first_seen)::float8 AS first_seen,
       r.seen_count, r.days_running, r.traffic, r.impressions::float8 AS impressions
     FROM ads a JOIN ad_revisions r ON r.ad_id = a.id AND r.valid_from < to_timestamp($2)
       AND (r.valid_to IS NULL OR r.valid_to >= to_timestamp($2))
     WHERE a.id = ANY($1::integer[])`,
    [ids, t],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)!);
}

const COLUMN_OF = {
  updated_at: 'updated_at',
  first_seen: 'first_seen',
  oldest: 'first_seen',
  seen_counts: 'seen_count',
  days_active: 'days_running',
  'domain.traffic': 'traffic',
  web_traffic: 'traffic',
  impressions: 'impressions',
} as const;

function expectOrdered(rows: Record<string, number | string>[], column: string, direction: 'asc' | 'desc') {
  const sign = direction === 'asc' ? 1 : -1;
  for (let i = 1; i < rows.length; i++) {
    const prev = rows[i - 1]!;
    const next = rows[i]!;
    const diff = (Number(next[column]) - Number(prev[column])) * sign;
    expect(diff, `${column} ${direction} at ${i}`).toBeGreaterThanOrEqual(0);
    if (diff === 0) expect((Number(next.id) - Number(prev.id)) * sign).toBeGreaterThan(0);
  }
}

describe('search pages', () => {
  let s: SeededStore;
  let t: number;
  beforeAll(async () => {
    s = await openSeededStore();
    t = await s.store.now();
  });
  afterAll(() => s.db.close());

  it('answers 18 valid summaries a page, with no id twice across pages', async () => {
    const seen = new Set<number>();
    for (let page = 1; page <= 4; page++) {
      const result = await s.store.search(query({ lastHit: t, page }));
      expect(result.ads).toHaveLength(PAGE_SIZE);
      expect(result.hasNextPage).toBe(true);
      for (const ad of result.ads) {
        expect(adSummarySchema.parse(ad).platform).toBe('platform_a');
        expect(seen.has(ad.id)).toBe(false);
        seen.add(ad.id);
      }
    }
  });

  it('says there is no next page on the last one, and reads past it as empty', async () => {
    const fields = { countries: ['NZ'], gender: [2] };
    const ids: number[] = [];
    let page = 1;
    for (;;) {
      const result = await s.store.search(query({ lastHit: t, page, fields }));
      ids.push(...result.ads.map((ad) => ad.id));
      if (!result.hasNextPage) {
        expect(result.ads.length).toBeGreaterThan(0);
        expect(result.ads.length).toBeLessThanOrEqual(PAGE_SIZE);
        break;
      }
      expect(result.ads).toHaveLength(PAGE_SIZE);
      page++;
    }
    expect(new Set(ids).size).toBe(ids.length);
    const after = await s.store.search(query({ lastHit: t, page: page + 1, fields }));
    expect(after).toEqual({ ads: [], hasNextPage: false });
  });

  it('orders by most recently updated without a sort', async () => {
    const { ads } = await s.store.search(query({ lastHit: t, page: 2 }));
    expectOrdered(
      await sortValues(
        s,
        ads.map((a) => a.id),
        t,
      ),
      'updated_at',
      'desc',
    );
  });

  it.each(V1_ORDERBY)('v1 orderby %s is a total order over pages 1 and 2', async (orderby) => {
    const pages = await Promise.all(
      [1, 2].map((page) =>
        s.store.search(query({ version: 'v1', platform: 'platform_b', lastHit: t, page, fields: { orderby } })),
      ),
    );
    const ids = pages.flatMap((p) => p.ads.map((a) => a.id));
    expectOrdered(await sortValues(s, ids, t), COLUMN_OF[orderby], orderby === 'oldest' ? 'asc' : 'desc');
  });

  it.each(V2_ORDERBY.flatMap((orderby) => SORT_DIRECTIONS.map((order) => ({ orderby, order }))))(
    'v2 advanced_order $orderby $order is a total order on mega',
    async (advanced_order) => {
      const pages = await Promise.all(
        [1, 3].map((page) => s.store.search(query({ platform: 'mega', lastHit: t, page, fields: { advanced_order } }))),
      );
      const ids = pages.flatMap((p) => p.ads.map((a) => a.id));
      expectOrdered(await sortValues(s, ids, t), COLUMN_OF[advanced_order.orderby], advanced_order.order);
    },
  );

  it('mega mixes platforms and each ad carries its own', async () => {
    const { ads } = await s.store.search(query({ platform: 'mega', lastHit: t }));
    const { ads: more } = await s.store.search(query({ platform: 'mega', lastHit: t, page: 2 }));
    expect(new Set([...ads, ...more].map((a) => a.platform)).size).toBeGreaterThan(3);
  });
});
