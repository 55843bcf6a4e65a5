import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPageSchema, type AdSummary } from '../../../src/contract/ads';
import type { DateInterval } from '../../../src/contract/extensions/date-interval';
import { ownerTrendsPath } from '../../../src/client/extensions/trends-api';
import { EXTENSION_PATHS as P } from '../../../src/contract/extensions/extension-paths';
import { ownerTrendsSchema, STILL_ACTIVE_DAYS, type OwnerTrends } from '../../../src/contract/extensions/trends';
import { PATHS } from '../../../src/contract/paths';
import { getJson, postJson, request, startTestService, type TestService } from '../../utils/service';
import { createTestClock } from '../../utils/test-clock';
import { failed, ok } from './expect-answer';

const time = createTestClock();
let service: TestService;
/** The advertiser with the most ads, so its buckets and longest-running list are full. */
let owner: number;
beforeAll(async () => {
  service = await startTestService({ ads: 1500, clock: time.clock });
  time.passSystemClock();
  const { rows } = await service.db.query<{ owner_id: number }>(
    'SELECT owner_id FROM ads GROUP BY owner_id ORDER BY count(*) DESC, owner_id LIMIT 1',
  );
  owner = rows[0]!.owner_id;
});
afterAll(() => service.close());

const KEY = 'demo-pro';
const v2 = (path: string) => service.baseUrl('v2') + path;
const trendsOf = async (interval: DateInterval, lastHit?: number, key = KEY) =>
  ok(await getJson(v2(ownerTrendsPath(owner, interval, lastHit)), key), ownerTrendsSchema);

/** Every ad of the key's v2 search narrowed to the advertiser, page by page in the snapshot `lastHit`. */
async function ownerSearch(lastHit: number, key = KEY): Promise<AdSummary[]> {
  const ads: AdSummary[] = [];
  for (let page = 1; ; page += 1) {
    const body = { page, last_hit: lastHit, search_field: [{ type: 'owner_id', text: String(owner) }] };
    const data = ok(await postJson(v2(PATHS.v2.search('mega')), body, key), searchPageSchema);
    ads.push(...data.ads);
    if (!data.has_next_page) return ads;
  }
}

/** The advertiser's ads as the database holds them now (no hides yet): launch, last sighting, days running. */
async function storedAds() {
  const { rows } = await service.db.query<{ id: number; first_seen: Date; last_seen: Date; days_running: number }>(
    `SELECT a.id, a.first_seen, r.last_seen, r.days_running FROM ads a
     JOIN ad_revisions r ON r.ad_id = a.id AND r.valid_to IS NULL WHERE a.owner_id = $1`,
    [owner],
  );
  return rows.map((row) => ({ ...row, first: new Date(row.first_seen), last: new Date(row.last_seen) }));
}

const DAY_MS = 86_400_000;
/** The end of the bucket starting on `start` (exclusive), counted here by calendar arithmetic. */
function bucketEnd(start: string, interval: DateInterval): number {
  const date = new Date(`${start}T00:00:00Z`);
  if (interval === 'month') return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  return date.getTime() + (interval === 'week' ? 7 : 1) * DAY_MS;
}

const launchedSum = (trends: OwnerTrends) => trends.buckets.reduce((n, bucket) => n + bucket.launched, 0);

describe('advertiser trends', () => {
  it('launch counts add up to the ads its search lists at that snapshot, in every interval', async () => {
    const week = await trendsOf('week');
    const ads = await ownerSearch(week.last_hit);
    expect(ads.length).toBeGreaterThan(10);
    expect(launchedSum(week)).toBe(ads.length);
    for (const interval of ['day', 'month'] as const) {
      const trends = await trendsOf(interval, week.last_hit);
      expect(trends.interval).toBe(interval);
      expect(launchedSum(trends)).toBe(ads.length);
      // Contiguous: each bucket ends where the next starts.
      for (const [i, bucket] of trends.buckets.slice(1).entries()) {
        expect(bucketEnd(trends.buckets[i]!.start, interval)).toBe(Date.parse(`${bucket.start}T00:00:00Z`));
      }
    }
    // Weeks start on Monday.
    expect(week.buckets.every((bucket) => new Date(`${bucket.start}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  });

  it('count as active in a bucket the ads first seen before its end and last seen at or after its start', async () => {
    const trends = await trendsOf('week');
    const ads = await storedAds();
    expect(trends.buckets.length).toBeGreaterThan(4);
    for (const bucket of trends.buckets) {
      const start = Date.parse(`${bucket.start}T00:00:00Z`);
      const end = bucketEnd(bucket.start, 'week');
      const running = ads.filter((ad) => ad.first.getTime() < end && ad.last.getTime() >= start);
      const launched = ads.filter((ad) => ad.first.getTime() >= start && ad.first.getTime() < end);
      expect({ start: bucket.start, active: bucket.active, launched: bucket.launched }).toEqual({
        start: bucket.start,
        active: running.length,
        launched: launched.length,
      });
    }
    // Some ad ran across several weeks, so active differs from launched somewhere.
    expect(trends.buckets.some((bucket) => bucket.active > bucket.launched)).toBe(true);
  });

  it('credit each launch’s impressions to its bucket and platform', async () => {
    const trends = await trendsOf('month');
    const { rows } = await service.db.query<{ platform: string; impressions: string }>(
      `SELECT a.platform, sum(r.impressions) AS impressions FROM ads a
       JOIN ad_revisions r ON r.ad_id = a.id AND r.valid_to IS NULL WHERE a.owner_id = $1 GROUP BY a.platform`,
      [owner],
    );
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      const summed = trends.buckets.reduce(
        (n, bucket) => n + (bucket.impressions_by_platform[row.platform as 'native'] ?? Number.NaN),
        0,
      );
      expect(summed).toBe(Number(row.impressions));
    }
  });

  it('list the longest-running ads, most days first, marking those seen in the last days as still active', async () => {
    const trends = await trendsOf('week');
    const ads = (await storedAds()).sort((x, y) => y.days_running - x.days_running || y.id - x.id);
    expect(trends.longest_running.map((ad) => ad.id)).toEqual(ads.slice(0, 10).map((ad) => ad.id));
    const days = trends.longest_running.map((ad) => ad.days_running);
    expect(days).toEqual([...days].sort((x, y) => y - x));
    const since = trends.last_hit * 1000 - STILL_ACTIVE_DAYS * DAY_MS;
    // Both kinds are on the list, so the marks are checked either way.
    expect(new Set(trends.longest_running.map((ad) => ad.still_active))).toEqual(new Set([true, false]));
    for (const ad of trends.longest_running) {
      const stored = ads.find((row) => row.id === ad.id)!;
      expect(ad.days_running).toBe(stored.days_running);
      expect(ad.still_active).toBe(stored.last.getTime() >= since);
      expect(ad.owner.id).toBe(owner);
      expect(ad.last_seen_at).toBe(stored.last.toISOString());
    }
  });

  it('leave out what the key hid before the snapshot, as its searches do, and keep older snapshots as they were', async () => {
    const before = await trendsOf('week');
    const hidden = before.longest_running[0]!;
    const hide = await request(v2(P.hiddenAd(hidden.platform, hidden.id)), {
      method: 'PUT',
      headers: { 'x-api-key': KEY },
    });
    expect(hide.status).toBe(200);
    time.nextSecond();
    const after = await trendsOf('week');
    expect(after.last_hit).toBeGreaterThan(before.last_hit);
    expect(launchedSum(after)).toBe(launchedSum(before) - 1);
    expect(launchedSum(after)).toBe((await ownerSearch(after.last_hit)).length);
    expect(after.longest_running.map((ad) => ad.id)).not.toContain(hidden.id);
    // The snapshot cut before the hide still counts the ad; another key never saw it hidden.
    expect(await trendsOf('week', before.last_hit)).toEqual(before);
    expect(launchedSum(await trendsOf('week', undefined, 'demo-free'))).toBe(launchedSum(before));
    await request(v2(P.hiddenAd(hidden.platform, hidden.id)), { method: 'DELETE', headers: { 'x-api-key': KEY } });
  });

  it('refuse a bad interval (1004 naming it), a malformed or future last_hit (1011), an unknown owner (1006)', async () => {
    const bad = failed(await getJson(v2(`/owners/${owner}/trends?interval=year`), KEY), 422, 1004);
    expect(bad.meta.errors!.map((error) => error.field)).toEqual(['interval']);
    failed(await getJson(v2(`/owners/${owner}/trends?last_hit=yesterday`), KEY), 400, 1011);
    failed(await getJson(v2(`/owners/${owner}/trends?last_hit=${time.clock() / 1000 + 3600}`), KEY), 400, 1011);
    for (const id of ['987654321', 'abc', '-1']) failed(await getJson(v2(`/owners/${id}/trends`), KEY), 404, 1006);
    failed(await getJson(v2(ownerTrendsPath(owner, 'week'))), 401, 1001);
    const capabilities = await getJson(v2('/capabilities'), KEY);
    expect(JSON.stringify(capabilities.body)).toContain('"trends"');
  });
});
