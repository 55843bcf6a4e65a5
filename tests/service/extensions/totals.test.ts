import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '../../../src/contract/zod';
import { searchPageSchema, type AdSummary } from '../../../src/contract/ads';
import { EXTENSION_PATHS as P } from '../../../src/contract/extensions/extension-paths';
import { MAX_COUNT, searchTotalsSchema } from '../../../src/contract/extensions/totals';
import { PATHS } from '../../../src/contract/paths';
import { PLATFORM_KEYS, type SearchPlatform } from '../../../src/contract/platforms';
import type { ApiVersion } from '../../../src/contract/versions';
import { startIngestion, type IngestReport } from '../../../src/service/demo/ingestion';
import { countSql } from '../../../src/service/storage/pg-ad-counter';
import { postJson, request, startTestService, type TestService } from '../../utils/service';
import { ok } from './expect-answer';

/** Just past the cap: an unfiltered mega search stops counting, while every platform alone is counted exactly. */
const ADS = MAX_COUNT + 300;

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: ADS });
}, 120_000);
afterAll(() => service.close());

/** Snapshots are cut at whole seconds; what happens in one second shows in snapshots cut after it. */
const nextSecond = () => sleep(1100);

const pageWithTotals = z.extend(searchPageSchema, z.partial(searchTotalsSchema).shape);

async function search(
  platform: SearchPlatform,
  body: Record<string, unknown>,
  key = 'demo-pro',
  version: ApiVersion = 'v2',
) {
  const answer = await postJson(service.baseUrl(version) + PATHS[version].search(platform), body, key);
  return ok(answer, pageWithTotals);
}

/** Every page of one snapshot, and the counts page 1 answered; asserts later pages carry none. */
async function walk(platform: SearchPlatform, fields: Record<string, unknown>, key = 'demo-pro') {
  const first = await search(platform, fields, key);
  const ads: AdSummary[] = [...first.ads];
  for (let current = first; current.has_next_page;) {
    current = await search(platform, { ...fields, page: current.current_page + 1, last_hit: first.last_hit }, key);
    expect(current).not.toHaveProperty('total');
    expect(current).not.toHaveProperty('totals_by_platform');
    ads.push(...current.ads);
  }
  return { first, ads };
}

const countBy = (ads: AdSummary[]) =>
  Object.fromEntries(PLATFORM_KEYS.map((key) => [key, ads.filter((ad) => ad.platform === key).length]));

describe('totals on page 1 of a v2 search', () => {
  it('equal the ads paged through for a small filtered search, and pages after 1 carry none', async () => {
    const fields = { verified: [true], days_running: [5, 40] };
    const { first, ads } = await walk('platform_a', fields);
    // Premise: the search spans several pages but not the whole platform.
    expect(ads.length).toBeGreaterThan(18);
    expect(ads.length).toBeLessThan(400);
    expect(first.total).toEqual({ value: ads.length, relation: 'eq' });
    expect(first).not.toHaveProperty('totals_by_platform');
    expect(new Set(ads.map((ad) => ad.id)).size).toBe(ads.length);
  }, 60_000);

  it('on mega count each platform under every filter but platforms, and total the platforms kept', async () => {
    const fields = { verified: [true], days_running: [20, 24] };
    const all = await walk('mega', fields);
    const byPlatform = countBy(all.ads);
    expect(Object.values(byPlatform).filter((n) => n > 0).length).toBeGreaterThan(3);
    expect(all.first.totals_by_platform).toEqual(
      Object.fromEntries(PLATFORM_KEYS.map((key) => [key, { value: byPlatform[key], relation: 'eq' }])),
    );
    expect(all.first.total).toEqual({ value: all.ads.length, relation: 'eq' });

    const two = await walk('mega', { ...fields, platforms: ['platform_a', 'native'] });
    expect(two.ads.length).toBe(byPlatform.platform_a! + byPlatform.native!);
    expect(two.first.total).toEqual({ value: two.ads.length, relation: 'eq' });
    expect(two.first.totals_by_platform).toEqual(all.first.totals_by_platform);
  }, 120_000);

  it('stop at 10,000 with gte, while each platform is counted exactly', async () => {
    const first = await search('mega', {});
    expect(first.total).toEqual({ value: MAX_COUNT, relation: 'gte' });
    const perPlatform = Object.values(first.totals_by_platform!);
    expect(perPlatform.every((total) => total.relation === 'eq')).toBe(true);
    expect(perPlatform.reduce((sum, total) => sum + total.value, 0)).toBe(ADS);
  }, 60_000);

  it('are read in the snapshot of last_hit while ingestion adds ads, and leave out what the key hides', async () => {
    const fields = { days_running: [1, 3] };
    // Counted with the revisions (days_running) and without them (verified).
    const plain = { verified: [true] };
    const before = await search('platform_b', fields);
    const plainBefore = await search('platform_b', { ...plain, last_hit: before.last_hit });
    await nextSecond();
    const reports: IngestReport[] = [];
    const ingestion = startIngestion(service.db, { intervalMs: 50, batch: 400, onBatch: (r) => reports.push(r) });
    try {
      while (reports.length < 2) await sleep(50);
    } finally {
      await ingestion.stop();
    }
    await nextSecond();
    const again = await search('platform_b', { ...fields, last_hit: before.last_hit });
    expect(again.total).toEqual(before.total);
    const fresh = await search('platform_b', fields);
    // Premise: ingestion added matching ads, which a new snapshot counts.
    expect(fresh.total!.value).toBeGreaterThan(before.total!.value);
    const plainAgain = await search('platform_b', { ...plain, last_hit: before.last_hit });
    expect(plainAgain.total).toEqual(plainBefore.total);
    const plainFresh = await search('platform_b', plain);
    expect(plainFresh.total!.value).toBeGreaterThan(plainBefore.total!.value);

    const hidden = fresh.ads[0]!;
    const hide = await request(service.baseUrl('v2') + P.hiddenAd(hidden.platform, hidden.id), {
      method: 'PUT',
      headers: { 'x-api-key': 'demo-pro' },
    });
    expect(hide.status).toBe(200);
    await nextSecond();
    expect((await search('platform_b', fields)).total!.value).toBe(fresh.total!.value - 1);
    expect((await search('platform_b', fields, 'demo-free')).total!.value).toBe(fresh.total!.value);
  }, 60_000);

  it('count ads alone when no filter reads a revision, as of past snapshots too', async () => {
    const fields = { verified: [true], countries: ['DE'], gender: [2] };
    // Premise: these filters read only ads, so the count leaves the revisions out.
    const query = { platform: 'platform_c', version: 'v2', lastHit: 1, fields } as const;
    expect(countSql(query).sql).not.toMatch(/ad_revisions/);
    const now = (await search('platform_c', fields)).last_hit;
    const { rows } = await service.db.query<{ t: number }>(
      `SELECT extract(epoch FROM percentile_disc(0.5) WITHIN GROUP (ORDER BY visible_from))::integer AS t
       FROM ads WHERE visible_from > indexed_at`,
    );
    const past = rows[0]!.t;
    // Premise: at the past instant some ads are indexed but have no revision yet, so are not in it.
    const { rows: unseen } = await service.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM ads WHERE indexed_at < to_timestamp($1) AND visible_from >= to_timestamp($1)',
      [past],
    );
    expect(unseen[0]!.n).toBeGreaterThan(0);
    for (const lastHit of [past, now]) {
      const first = await search('platform_c', { ...fields, last_hit: lastHit });
      const ads = [...first.ads];
      for (let current = first; current.has_next_page;) {
        current = await search('platform_c', { ...fields, page: current.current_page + 1, last_hit: lastHit });
        ads.push(...current.ads);
      }
      expect(ads.length).toBeGreaterThan(0);
      expect(first.total).toEqual({ value: ads.length, relation: 'eq' });
    }
  }, 60_000);

  it('are absent from v1 and from deployments without the extension', async () => {
    const v1 = await search('platform_a', {}, 'demo-pro', 'v1');
    expect(v1).not.toHaveProperty('total');
    const bare = await startTestService({ ads: 40, extensions: false });
    try {
      const answer = await postJson(bare.baseUrl('v2') + PATHS.v2.search('mega'), {}, 'demo-pro');
      const page = ok(answer, z.looseObject({ ads: z.array(z.unknown()) }));
      expect(page.ads.length).toBeGreaterThan(0);
      expect(page).not.toHaveProperty('total');
      expect(page).not.toHaveProperty('totals_by_platform');
    } finally {
      await bare.close();
    }
  });
});
