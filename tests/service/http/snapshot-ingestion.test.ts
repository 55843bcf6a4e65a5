import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPageSchema } from '../../../src/contract/ads';
import { okEnvelopeSchema } from '../../../src/contract/envelope';
import { PATHS } from '../../../src/contract/paths';
import { createIngestor } from '../../../src/service/demo/ingestion';
import { postJson, startTestService, type TestService } from '../../utils/service';
import { createTestClock } from '../../utils/test-clock';

/** The one clock of the service and the ingestion. */
let time: ReturnType<typeof createTestClock>;
let service: TestService;
beforeAll(async () => {
  time = createTestClock();
  service = await startTestService({ clock: time.clock });
  time.passSystemClock();
});
afterAll(() => service.close());

async function pages(body: Record<string, unknown>, lastHit?: number) {
  const url = service.baseUrl('v2') + PATHS.v2.search('mega');
  const read = [];
  for (let page = 1; page <= 3; page += 1) {
    const answer = await postJson(url, { ...body, page, ...(lastHit ? { last_hit: lastHit } : {}) }, 'demo-pro');
    read.push(okEnvelopeSchema(searchPageSchema).parse(answer.body).data);
    lastHit ??= read[0]!.last_hit;
  }
  return read;
}

describe('snapshot pagination while ingestion runs', () => {
  it.each([{}, { advanced_order: { orderby: 'seen_counts', order: 'desc' } }])(
    'pages 1..3 of one last_hit read the same before and after new ads and stats (%j)',
    async (sort) => {
      const before = await pages(sort);
      const lastHit = before[0]!.last_hit;
      time.nextSecond();
      const ingestBatch = createIngestor(service.db, { clock: time.clock });
      const reports = [];
      for (let batch = 0; batch < 3; batch += 1) {
        reports.push(await ingestBatch(240));
        time.advance(10);
      }
      expect(reports.reduce((n, r) => n + r.added, 0)).toBeGreaterThan(0);
      expect(reports.reduce((n, r) => n + r.updated, 0)).toBeGreaterThan(0);

      const after = await pages(sort, lastHit);
      expect(after).toEqual(before);
      const ids = after.flatMap((page) => page.ads.map((ad) => ad.id));
      expect(ids).toHaveLength(54);
      expect(new Set(ids).size).toBe(54);

      // A new snapshot is cut at floor(now): move past the second the last batch was written in.
      time.nextSecond();
      const fresh = await pages(sort);
      expect(fresh[0]!.last_hit).toBeGreaterThan(lastHit);
      expect(fresh.flatMap((page) => page.ads)).not.toEqual(before.flatMap((page) => page.ads));
    },
    60_000,
  );
});
