import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adDetailSchema } from '../../../src/contract/ads';
import { PLATFORMS_WITHOUT_POST_URL } from '../../../src/contract/platforms';
import { seedDemo } from '../../../src/service/demo/seed-demo';
import { ORIGIN, openSeededStore, query, type SeededStore } from './seeded-store';

describe('ad detail, filter items and seeding', () => {
  let s: SeededStore;
  beforeAll(async () => {
    s = await openSeededStore();
  });
  afterAll(() => s.db.close());

  it('answers the detail record of DESIGN §3 with absolute media URLs', async () => {
    const t = await s.store.now();
    for (const platform of ['platform_g', 'native', 'platform_e'] as const) {
      const [summary] = (await s.store.search(query({ platform, lastHit: t }))).ads;
      const detail = adDetailSchema.parse(await s.store.adDetail(platform, summary!.id, ORIGIN));
      expect(detail).toMatchObject({
        id: summary!.id,
        platform,
        title: summary!.title,
        owner: { id: summary!.owner.id },
      });
      expect(detail.owner.category).toEqual(expect.any(String));
      expect(detail.owner.avatar_url.startsWith(`${ORIGIN}/media/avatar-`)).toBe(true);
      expect(detail.description!.length).toBeGreaterThan(20);
      expect(detail.landing_url).toMatch(/^https:\/\//);
      expect(Date.parse(detail.first_seen!)).toBeLessThanOrEqual(Date.parse(detail.last_seen_at!));
      expect(detail.countries!.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
      expect(detail.language).toMatch(/^[a-z]{2}$/);
      expect(detail.history!.length).toBeGreaterThan(0);
      expect(detail.history!.at(-1)!.date).toBe(detail.last_seen_at!.slice(0, 10));
      expect('post_url' in detail).toBe(!PLATFORMS_WITHOUT_POST_URL.includes(platform));
      for (const m of detail.media) expect(m.url.startsWith(`${ORIGIN}/media/`)).toBe(true);
      if (platform === 'platform_g')
        expect(detail.media[0]).toMatchObject({ type: 'platform_g', platform_g_id: expect.stringMatching(/^.{11}$/) });
      expect(detail.metadata.map((m) => m.tooltip)).toEqual(['Region', 'Estimated Impression', 'Days Running']);
    }
  });

  it('answers undefined for an id of another platform or no ad', async () => {
    const t = await s.store.now();
    const [ad] = (await s.store.search(query({ platform: 'platform_b', lastHit: t }))).ads;
    expect(await s.store.adDetail('platform_c', ad!.id, ORIGIN)).toBeUndefined();
    expect(await s.store.adDetail('platform_b', 99_999_999, ORIGIN)).toBeUndefined();
  });

  it('finds filter items by text, case-insensitive, ordered by label, at most 50', async () => {
    const running = await s.store.filterItems('platform_a', 'interests', { search: 'RUNNING' });
    expect(running.length).toBeGreaterThan(1);
    expect(running.every((o) => o.label!.toLowerCase().includes('running'))).toBe(true);
    expect(running.map((o) => o.label)).toEqual([...running.map((o) => o.label)].sort());
    expect(await s.store.filterItems('native', 'publishers', { search: '' })).toHaveLength(50);
    expect(await s.store.filterItems('platform_a', 'owner_categories', { search: 'zzz-nothing' })).toEqual([]);
  });

  it('finds filter items by ids', async () => {
    const found = await s.store.filterItems('display', 'publishers', { ids: [3, 1, 9999] });
    expect(found.map((o) => o.key).sort()).toEqual([1, 3]);
    expect(found[0]).toEqual({ key: expect.any(Number), label: expect.any(String), icon: 'news' });
  });

  it('has the option tables the api_url filters need', async () => {
    const { rows } = await s.db.query<{ filter: string; n: number }>(
      'SELECT filter, count(*)::int AS n FROM filter_options GROUP BY filter',
    );
    const counts = Object.fromEntries(rows.map((r) => [r.filter, r.n]));
    expect(counts.interests).toBeGreaterThanOrEqual(300);
    expect(counts.owner_categories).toBeGreaterThanOrEqual(40);
    expect(counts.publishers).toBeGreaterThanOrEqual(200);
  });

  it('seeds only an empty database', async () => {
    expect(await seedDemo(s.db, { ads: 50 })).toEqual({ kind: 'skipped', reason: 'not empty' });
    const { rows } = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ads');
    expect(rows[0]!.n).toBe(2_000);
  });
});
