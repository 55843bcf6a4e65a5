import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '../../../src/contract/zod';
import { adSummarySchema, searchPageSchema } from '../../../src/contract/ads';
import { EXTENSION_PATHS as P } from '../../../src/contract/extensions/extension-paths';
import { histogramSchema, type Histogram } from '../../../src/contract/extensions/histogram';
import { searchTotalsSchema } from '../../../src/contract/extensions/totals';
import { PATHS } from '../../../src/contract/paths';
import { PLATFORM_KEYS, type SearchPlatform } from '../../../src/contract/platforms';
import { startIngestion, type IngestReport } from '../../../src/service/demo/ingestion';
import { bucketStart, MAX_DAY_SPAN, MAX_WEEK_SPAN } from '../../../src/service/histogram-buckets';
import { nextBucketStart } from '../../../src/service/storage/date-buckets';
import { createPgAdHistogram } from '../../../src/service/storage/pg-ad-histogram';
import { postJson, request, startTestService, type TestService } from '../../utils/service';
import { failed, ok } from './expect-answer';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 1500 });
}, 120_000);
afterAll(() => service.close());

/** Snapshots are cut at whole seconds; what happens in one second shows in snapshots cut after it. */
const nextSecond = () => sleep(1100);

const seenAdSchema = z.extend(adSummarySchema, {
  first_seen_at: z.string(),
  last_seen_at: z.string(),
});
const page = z.extend(searchPageSchema, {
  ...z.partial(searchTotalsSchema).shape,
  ads: z.array(seenAdSchema),
});
type SeenAd = z.infer<typeof seenAdSchema>;

const histogram = async (platform: SearchPlatform, body: Record<string, unknown>, key = 'demo-pro') =>
  ok(await postJson(service.baseUrl('v2') + P.histogram(platform), body, key), histogramSchema);

const search = async (platform: SearchPlatform, body: Record<string, unknown>, key = 'demo-pro') =>
  ok(await postJson(service.baseUrl('v2') + PATHS.v2.search(platform), body, key), page);

/** Every ad of one snapshot's pages, and page 1. */
async function walk(platform: SearchPlatform, fields: Record<string, unknown>) {
  const first = await search(platform, fields);
  const ads: SeenAd[] = [...first.ads];
  for (let current = first; current.has_next_page;) {
    current = await search(platform, { ...fields, page: current.current_page + 1, last_hit: first.last_hit });
    ads.push(...current.ads);
  }
  return { first, ads };
}

const sum = (answer: Histogram) => answer.buckets.reduce((total, bucket) => total + bucket.count, 0);

/** The ads paged through, per bucket of `answer`'s interval, by the UTC day of `instant`. */
function perBucket(ads: SeenAd[], answer: Histogram, instant: (ad: SeenAd) => string) {
  const counts: Record<string, number> = {};
  for (const ad of ads) {
    const start = bucketStart(instant(ad).slice(0, 10), answer.interval);
    counts[start] = (counts[start] ?? 0) + 1;
  }
  return counts;
}

describe('the histogram of a v2 search', () => {
  it('counts, bucket by bucket, the ads the pages of the same snapshot hold, in every interval', async () => {
    const fields = { days_running: [5, 120] };
    const { first, ads } = await walk('platform_a', fields);
    // Premise: the search spans several pages but not the whole platform.
    expect(ads.length).toBeGreaterThan(18);
    expect(first.total).toEqual({ value: ads.length, relation: 'eq' });
    for (const interval of ['day', 'week', 'month'] as const) {
      const answer = await histogram('platform_a', { ...fields, interval, last_hit: first.last_hit });
      expect(answer).toMatchObject({ interval, relation: 'eq', field: 'first_seen', last_hit: first.last_hit });
      expect(sum(answer)).toBe(ads.length);
      const expected = perBucket(ads, answer, (ad) => ad.first_seen_at);
      const nonEmpty = answer.buckets.filter((bucket) => bucket.count > 0);
      expect(Object.fromEntries(nonEmpty.map((bucket) => [bucket.start, bucket.count]))).toEqual(expected);
      // Oldest first, one after another, empty ones included.
      for (const [i, bucket] of answer.buckets.slice(1).entries()) {
        expect(bucket.start).toBe(nextBucketStart(answer.buckets[i]!.start, interval));
      }
      expect(answer.buckets[0]).not.toHaveProperty('by_platform');
    }
    const lastSeen = await histogram('platform_a', { ...fields, field: 'last_seen', last_hit: first.last_hit });
    expect(lastSeen.field).toBe('last_seen');
    expect(sum(lastSeen)).toBe(ads.length);
    const byLastSeen = perBucket(ads, lastSeen, (ad) => ad.last_seen_at);
    expect(Object.fromEntries(lastSeen.buckets.filter((b) => b.count > 0).map((b) => [b.start, b.count]))).toEqual(
      byLastSeen,
    );
  }, 120_000);

  it('chooses its interval from the span of the matches, and cuts a snapshot of its own without last_hit', async () => {
    const all = await histogram('platform_b', {});
    const days = (await histogram('platform_b', { interval: 'day', last_hit: all.last_hit })).buckets.length;
    // Premise: the demo catalogue spans more than two months of first-seen days.
    expect(days).toBeGreaterThan(MAX_DAY_SPAN + 1);
    expect(all.interval).toBe(days - 1 <= MAX_WEEK_SPAN ? 'week' : 'month');
    const now = Math.floor(Date.now() / 1000);
    expect(Math.abs(all.last_hit - now)).toBeLessThan(5);
    const total = await search('platform_b', { last_hit: all.last_hit });
    expect(sum(all)).toBe(total.total!.value);

    // A range of under two months gets days: twenty days from the start of a bucket (a week's
    // start may be late in its month, so the range is counted in days, not as that month's 1st–20th).
    const from = all.buckets.at(-2)!.start;
    const to = new Date(Date.parse(from) + 19 * 86_400_000).toISOString().slice(0, 10);
    const narrow = await histogram('platform_b', {
      first_seen: [from, to],
      last_hit: all.last_hit,
    });
    expect(narrow.interval).toBe('day');
    expect(sum(narrow)).toBeGreaterThan(0);
  }, 60_000);

  it('narrowed to a range of its buckets, by the date filter or the first-seen terms, counts what those buckets held', async () => {
    const answer = await histogram('platform_c', { interval: 'week' });
    const filled = answer.buckets.map((bucket, i) => ({ ...bucket, i })).filter((bucket) => bucket.count > 0);
    const [low, high] = [filled[Math.floor(filled.length / 3)]!, filled[Math.floor((2 * filled.length) / 3)]!];
    const chosen = answer.buckets.slice(low.i, high.i + 1);
    const expected = chosen.reduce((total, bucket) => total + bucket.count, 0);
    // Premise: the range holds some of the ads but not all.
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(sum(answer));
    const end = nextBucketStart(high.start, 'week');
    const lastDay = new Date(Date.parse(end) - 86_400_000).toISOString().slice(0, 10);
    const byFilter = await search('platform_c', { first_seen: [low.start, lastDay], last_hit: answer.last_hit });
    expect(byFilter.total).toEqual({ value: expected, relation: 'eq' });
    const terms = [
      { type: 'first_seen_after', text: new Date(Date.parse(low.start) - 1).toISOString() },
      { type: 'first_seen_before', text: `${end}T00:00:00.000Z` },
    ];
    const byTerms = await search('platform_c', { search_field: terms, last_hit: answer.last_hit });
    expect(byTerms.total).toEqual({ value: expected, relation: 'eq' });
    const narrowed = await histogram('platform_c', {
      search_field: terms,
      interval: 'week',
      last_hit: answer.last_hit,
    });
    expect(narrowed.buckets.filter((b) => b.count > 0)).toEqual(chosen.filter((b) => b.count > 0));
  }, 60_000);

  it('on mega splits each bucket per platform, the platforms filter applied', async () => {
    const fields = { verified: [true], days_running: [20, 30] };
    const { first, ads } = await walk('mega', fields);
    const answer = await histogram('mega', { ...fields, interval: 'month', last_hit: first.last_hit });
    expect(sum(answer)).toBe(first.total!.value);
    for (const bucket of answer.buckets) {
      const split = Object.values(bucket.by_platform!).reduce((total, n) => total + n, 0);
      expect(split).toBe(bucket.count);
    }
    const perPlatform = Object.fromEntries(
      PLATFORM_KEYS.map((key) => [
        key,
        answer.buckets.reduce((total, bucket) => total + (bucket.by_platform![key] ?? 0), 0),
      ]),
    );
    expect(perPlatform).toEqual(
      Object.fromEntries(PLATFORM_KEYS.map((key) => [key, first.totals_by_platform![key]!.value])),
    );
    // Premise: several platforms hold matches.
    expect(new Set(ads.map((ad) => ad.platform)).size).toBeGreaterThan(3);
    const two = await histogram('mega', { ...fields, platforms: ['platform_a', 'native'], last_hit: first.last_hit });
    expect(sum(two)).toBe(perPlatform.platform_a! + perPlatform.native!);
    for (const bucket of two.buckets) {
      expect(Object.keys(bucket.by_platform!).every((key) => key === 'platform_a' || key === 'native')).toBe(true);
    }
  }, 120_000);

  it.each(['platform_d', 'mega'] as const)(
    'counts the newest matches only past its cap, saying so with gte (%s)',
    async (platform) => {
      const cap = 100;
      const capped = createPgAdHistogram(service.db, cap);
      const lastHit = (await histogram(platform, {})).last_hit;
      const query = {
        platform,
        version: 'v2',
        lastHit,
        fields: {},
        field: 'first_seen',
        interval: 'day',
      } as const;
      const full = await createPgAdHistogram(service.db).histogram(query);
      // Premise: more than the cap match.
      expect(full.buckets.reduce((total, b) => total + b.count, 0)).toBeGreaterThan(cap);
      const answer = await capped.histogram(query);
      expect(answer.relation).toBe('gte');
      expect(answer.buckets.reduce((total, b) => total + b.count, 0)).toBe(cap);
      // Every bucket but the oldest counted is whole; the oldest is a lower bound.
      const whole = new Map(full.buckets.map((bucket) => [bucket.start, bucket.count]));
      const [oldest, ...newer] = answer.buckets;
      for (const bucket of newer) expect(bucket.count).toBe(whole.get(bucket.start));
      expect(oldest!.count).toBeLessThanOrEqual(whole.get(oldest!.start)!);
      expect(answer.buckets.at(-1)!.start).toBe(full.buckets.at(-1)!.start);
    },
    60_000,
  );

  it('is read in the snapshot of last_hit while ingestion adds ads, and leaves out what the key hides', async () => {
    const fields = { days_running: [1, 3] };
    const before = await histogram('platform_e', fields);
    await nextSecond();
    const reports: IngestReport[] = [];
    const ingestion = startIngestion(service.db, { intervalMs: 50, batch: 400, onBatch: (r) => reports.push(r) });
    try {
      while (reports.length < 2) await sleep(50);
      // Read while ingestion writes: the snapshot before it still holds what it held.
      expect(await histogram('platform_e', { ...fields, last_hit: before.last_hit })).toEqual(before);
    } finally {
      await ingestion.stop();
    }
    await nextSecond();
    expect(await histogram('platform_e', { ...fields, last_hit: before.last_hit })).toEqual(before);
    const fresh = await histogram('platform_e', fields);
    // Premise: ingestion added matching ads, which a new snapshot counts.
    expect(sum(fresh)).toBeGreaterThan(sum(before));
    expect(sum(fresh)).toBe((await search('platform_e', { ...fields, last_hit: fresh.last_hit })).total!.value);

    const hidden = (await search('platform_e', { ...fields, last_hit: fresh.last_hit })).ads[0]!;
    const hide = await request(service.baseUrl('v2') + P.hiddenAd(hidden.platform, hidden.id), {
      method: 'PUT',
      headers: { 'x-api-key': 'demo-pro' },
    });
    expect(hide.status).toBe(200);
    await nextSecond();
    expect(sum(await histogram('platform_e', fields))).toBe(sum(fresh) - 1);
    expect(sum(await histogram('platform_e', fields, 'demo-free'))).toBe(sum(fresh));
    // A snapshot cut before the hide still holds the ad.
    expect(sum(await histogram('platform_e', { ...fields, last_hit: fresh.last_hit }))).toBe(sum(fresh));
  }, 60_000);

  it('answers 1004 naming each bad field, 1011 for a bad last_hit, 1006 for an unknown platform, 1007 for GET', async () => {
    const url = service.baseUrl('v2') + P.histogram('platform_a');
    const bad = failed(
      await postJson(url, { field: 'updated', interval: 'year', days_running: 'x', bogus: [1] }, 'demo-pro'),
      422,
      1004,
    );
    expect(bad.meta.errors!.map((error) => error.field).sort()).toEqual(['bogus', 'days_running', 'field', 'interval']);
    const term = failed(
      await postJson(url, { search_field: [{ type: 'first_seen_before', text: 'soon' }] }, 'demo-pro'),
      422,
      1004,
    );
    expect(term.meta.errors!.map((error) => error.field)).toEqual(['search_field.0.text']);
    failed(await postJson(url, { last_hit: Math.floor(Date.now() / 1000) + 3600 }, 'demo-pro'), 400, 1011);
    failed(await postJson(url, { last_hit: 'yesterday' }, 'demo-pro'), 400, 1011);
    failed(await postJson(service.baseUrl('v2') + '/ads/nowhere/histogram', {}, 'demo-pro'), 404, 1006);
    failed(await request(url, { headers: { 'x-api-key': 'demo-pro' } }), 405, 1007);
    failed(await postJson(url, {}), 401, 1001);
  });

  it('is listed by capabilities', async () => {
    const answer = await request(service.baseUrl('v2') + '/capabilities', { headers: { 'x-api-key': 'demo-pro' } });
    expect((answer.body as { data: { extensions: string[] } }).data.extensions).toContain('histogram');
  });
});
