import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '../../../src/contract/zod';
import { searchPageSchema } from '../../../src/contract/ads';
import { okEnvelopeSchema } from '../../../src/contract/envelope';
import { searchTotalsSchema } from '../../../src/contract/extensions/totals';
import { PATHS } from '../../../src/contract/paths';
import { createIngestor } from '../../../src/service/demo/ingestion';
import { postJson, startTestService, type TestService } from '../../utils/service';
import { createTestClock } from '../../utils/test-clock';

const SEEDED = 600;
/** The bound ingestion keeps: the seeded size, so each batch's new ads retire as many old ones. */
const MAX_ADS = SEEDED;

let time: ReturnType<typeof createTestClock>;
let service: TestService;
beforeAll(async () => {
  time = createTestClock();
  service = await startTestService({ ads: SEEDED, clock: time.clock });
  time.passSystemClock();
}, 120_000);
afterAll(() => service.close());

const pageSchema = z.extend(searchPageSchema, z.partial(searchTotalsSchema).shape);

/** Every page of mega's oldest-first search at `lastHit` (a new snapshot without one). */
async function walk(lastHit?: number) {
  const url = service.baseUrl('v2') + PATHS.v2.search('mega');
  const order = { advanced_order: { orderby: 'first_seen', order: 'asc' } };
  const pages = [];
  for (let page = 1; ; page += 1) {
    const answer = await postJson(url, { ...order, page, ...(lastHit ? { last_hit: lastHit } : {}) }, 'demo-pro');
    const data = okEnvelopeSchema(pageSchema).parse(answer.body).data;
    pages.push(data);
    lastHit = data.last_hit;
    if (!data.has_next_page) return pages;
  }
}

const live = async () =>
  (await service.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM ads WHERE retired_at IS NULL')).rows[0]!.n;

describe('a bounded catalogue under ingestion', () => {
  it('retires the oldest ads past its bound, which pages of earlier snapshots still list', async () => {
    const before = await walk();
    const ids = before.flatMap((page) => page.ads.map((ad) => ad.id));
    // Premise: the walk read the whole catalogue, and its total counted it.
    expect(ids).toHaveLength(SEEDED);
    expect(before[0]!.total).toEqual({ value: SEEDED, relation: 'eq' });

    time.nextSecond();
    const ingest = createIngestor(service.db, { clock: time.clock, maxAds: MAX_ADS });
    let added = 0;
    let retired = 0;
    for (let batch = 0; batch < 5; batch += 1) {
      const report = await ingest(300);
      added += report.added;
      retired += report.retired;
      expect(await live()).toBeLessThanOrEqual(MAX_ADS);
      time.advance(5);
    }
    // Premise: ingestion outgrew the bound batch after batch, and what it retired was listed before.
    expect(added).toBeGreaterThan(SEEDED / 2);
    expect(added).toBeLessThan(SEEDED);
    expect(retired).toBe(added);
    const { rows } = await service.db.query<{ id: number }>(
      'SELECT id FROM ads WHERE retired_at IS NOT NULL AND id = ANY($1::integer[])',
      [ids],
    );
    expect(rows.length).toBe(retired);
    const { rows: age } = await service.db.query<{ oldest: boolean }>(
      `SELECT (SELECT max(visible_from) FROM ads WHERE retired_at IS NOT NULL)
        <= (SELECT min(visible_from) FROM ads WHERE retired_at IS NULL) AS oldest`,
    );
    expect(age[0]!.oldest).toBe(true);

    time.nextSecond();
    expect(await walk(before[0]!.last_hit)).toEqual(before);
    const fresh = await walk();
    const freshIds = new Set(fresh.flatMap((page) => page.ads.map((ad) => ad.id)));
    expect(freshIds.size).toBe(MAX_ADS);
    expect(fresh[0]!.total).toEqual({ value: MAX_ADS, relation: 'eq' });
    for (const { id } of rows) expect(freshIds.has(id)).toBe(false);
  }, 120_000);
});
