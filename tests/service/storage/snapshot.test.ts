import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../src/service/ads-store';
import { createIngestor } from '../../../src/service/demo/ingestion';
import { openSeededStore, query, type SeededStore } from './seeded-store';

describe('snapshot pagination under ingestion', () => {
  let s: SeededStore;
  beforeAll(async () => {
    s = await openSeededStore();
  });
  afterAll(() => s.db.close());

  const PLATFORMS = ['platform_a', 'mega'] as const;
  const read = (platform: (typeof PLATFORMS)[number], lastHit: number, fields: Record<string, unknown> = {}) =>
    Promise.all([1, 2, 3].map((page) => s.store.search(query({ platform, lastHit, page, fields }))));
  const ids = (pages: SearchResult[]) => pages.flatMap((p) => p.ads.map((a) => a.id));

  it('answers pages 1..3 of a last_hit identically after new ads and new stats, with no id twice', async () => {
    const t = await s.store.now();
    const sorts = [{}, { advanced_order: { orderby: 'impressions', order: 'desc' } }];
    const before = await Promise.all(PLATFORMS.flatMap((platform) => sorts.map((fields) => read(platform, t, fields))));

    const ingest = createIngestor(s.db, { clock: s.clock.now });
    let added = 0;
    let updated = 0;
    for (let batch = 0; batch < 5; batch++) {
      s.clock.advance(1_500);
      const report = await ingest(300);
      added += report.added;
      updated += report.updated;
    }
    expect(added).toBe(500);
    expect(updated).toBeGreaterThan(900);

    const after = await Promise.all(PLATFORMS.flatMap((platform) => sorts.map((fields) => read(platform, t, fields))));
    expect(after).toEqual(before);
    for (const pages of after) expect(new Set(ids(pages)).size).toBe(54);

    s.clock.advance(1_000);
    const later = await s.store.now();
    const fresh = await read('platform_a', later);
    expect(ids(fresh)).not.toEqual(ids(before[0]!));
    const newest = await s.db.query<{ id: number }>('SELECT max(id) AS id FROM ads');
    expect(ids(await read('mega', t))).not.toContain(newest.rows[0]!.id);
  });

  it('keeps exactly one revision valid at every instant', async () => {
    const { rows } = await s.db.query<{ overlaps: number; open: number; ads: number }>(
      `SELECT
         (SELECT count(*)::int FROM ad_revisions x JOIN ad_revisions y ON x.ad_id = y.ad_id AND x.valid_from < y.valid_from
            AND (x.valid_to IS NULL OR x.valid_to > y.valid_from)) AS overlaps,
         (SELECT count(*)::int FROM ad_revisions WHERE valid_to IS NULL) AS open,
         (SELECT count(*)::int FROM ads) AS ads`,
    );
    expect(rows[0]!.overlaps).toBe(0);
    expect(rows[0]!.open).toBe(rows[0]!.ads);
  });
});
