import { describe, expect, it } from 'vitest';
import { okEnvelopeSchema } from '../../../src/contract/envelope';
import { EXTENSION_PATHS as P } from '../../../src/contract/extensions/extension-paths';
import { histogramSchema, type Histogram } from '../../../src/contract/extensions/histogram';
import type { PlatformKey, SearchPlatform } from '../../../src/contract/platforms';
import { watchedService } from './watched-service';

/** The histogram statements the service sent (`pg-ad-histogram.ts` bins rows with `date_bin`). */
const reads = () => statements.filter((sql) => sql.includes('date_bin(')).length;

const { app, time, statements } = watchedService();

async function histogram(
  platform: SearchPlatform,
  body: Record<string, unknown>,
  key = 'demo-pro',
): Promise<Histogram> {
  const answer = await app.fetch(
    new Request(`http://127.0.0.1/api/v2${P.histogram(platform)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify(body),
    }),
  );
  expect(answer.status).toBe(200);
  return okEnvelopeSchema(histogramSchema).parse(await answer.json()).data;
}

async function hide(platform: PlatformKey, key: string) {
  const page = await app.fetch(
    new Request(`http://127.0.0.1/api/v2/ads/${platform}/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify(fields),
    }),
  );
  const id = ((await page.json()) as { data: { ads: { id: number }[] } }).data.ads[0]!.id;
  const answer = await app.fetch(
    new Request(`http://127.0.0.1/api/v2${P.hiddenAd(platform, id)}`, { method: 'PUT', headers: { 'x-api-key': key } }),
  );
  expect(answer.status).toBe(200);
}

const sum = (read: Histogram) => read.buckets.reduce((total, bucket) => total + bucket.count, 0);
const fields = { days_running: [5, 60] };

describe('histograms, read once per search and snapshot', () => {
  it('are read by the first ask and reused by every ask at its last_hit, together or later', async () => {
    const before = reads();
    const first = await histogram('platform_a', fields);
    // Premise: the histogram has matches, and its ask ran exactly one histogram statement.
    expect(sum(first)).toBeGreaterThan(18);
    expect(reads()).toBe(before + 1);
    const again = await Promise.all(
      Array.from({ length: 4 }, () => histogram('platform_a', { ...fields, last_hit: first.last_hit })),
    );
    for (const read of again) expect(read).toEqual(first);
    expect(reads()).toBe(before + 1);
    // Another field or interval is another question.
    const byLastSeen = await histogram('platform_a', { ...fields, last_hit: first.last_hit, field: 'last_seen' });
    expect(byLastSeen.field).toBe('last_seen');
    await histogram('platform_a', { ...fields, last_hit: first.last_hit, interval: 'month' });
    expect(reads()).toBe(before + 3);
  });

  it('are shared by snapshots with no write between them, and read again after a write', async () => {
    time.nextSecond();
    const before = reads();
    const first = await histogram('platform_d', fields);
    time.nextSecond();
    const later = await histogram('platform_d', fields);
    // Premise: a new snapshot, cut a second later with nothing written meanwhile.
    expect(later.last_hit).toBeGreaterThan(first.last_hit);
    expect({ ...later, last_hit: first.last_hit }).toEqual(first);
    expect(reads()).toBe(before + 1);

    // A write (one hide, by any key) makes the next snapshot read again; the hider's misses the ad.
    await hide('platform_d', 'demo-free');
    time.nextSecond();
    const afterWrite = await histogram('platform_d', fields);
    expect(reads()).toBe(before + 2);
    expect(sum(afterWrite)).toBe(sum(first));
    const hider = await histogram('platform_d', { ...fields, last_hit: afterWrite.last_hit }, 'demo-free');
    expect(sum(hider)).toBe(sum(first) - 1);
    // The snapshots before the write still share theirs.
    expect(await histogram('platform_d', { ...fields, last_hit: later.last_hit })).toEqual(later);
    expect(reads()).toBe(before + 3);
  });
});
