import { failed, ok } from './expect-answer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '../../../src/contract/zod';
import { EXTENSION_PATHS as P } from '../../../src/contract/extensions/extension-paths';
import {
  savedSearchListSchema,
  savedSearchSchema,
  type SavedSearch,
} from '../../../src/contract/extensions/saved-searches';
import { searchPageSchema } from '../../../src/contract/ads';
import { okEnvelopeSchema } from '../../../src/contract/envelope';
import { PATHS } from '../../../src/contract/paths';
import type { SearchPlatform } from '../../../src/contract/platforms';
import { createIngestor } from '../../../src/service/demo/ingestion';
import { createPgAdCounter } from '../../../src/service/storage/pg-ad-counter';
import { request, startTestService, type Answer, type TestService } from '../../utils/service';
import { createTestClock } from '../../utils/test-clock';

const time = createTestClock();
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 300, clock: time.clock });
  time.passSystemClock();
});
afterAll(() => service.close());

const OWNER = 'demo-pro';
const OTHER = 'demo-free';

function send(method: string, path: string, key?: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (key) headers['x-api-key'] = key;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
  return request(service.baseUrl('v2') + path, init);
}

const save = async (input: Record<string, unknown>, key = OWNER) =>
  ok(await send('POST', P.savedSearches(), key, input), savedSearchSchema) as SavedSearch;
/** Every ad id a v2 search lists, page by page in one snapshot. */
async function searchIds(platform: SearchPlatform, body: Record<string, unknown>): Promise<number[]> {
  const ids: number[] = [];
  let lastHit: number | undefined;
  for (let page = 1; ; page += 1) {
    const answer = await send('POST', PATHS.v2.search(platform), OWNER, { ...body, page, last_hit: lastHit });
    const data = okEnvelopeSchema(searchPageSchema).parse(answer.body).data;
    ids.push(...data.ads.map((ad) => ad.id));
    lastHit = data.last_hit;
    if (!data.has_next_page) return ids;
  }
}

const list = async (key = OWNER) => ok(await send('GET', P.savedSearches(), key), savedSearchListSchema).saved_searches;

describe('saved searches', () => {
  it('are saved with their validated body, listed, renamed and deleted', async () => {
    const saved = await save({
      name: 'Women, long runners',
      platform: 'platform_a',
      link: '/platform_a?gender=2&days_running=10..',
      body: { gender: [2], days_running: [10, null], page: 3, last_hit: 1 },
    });
    expect(saved).toMatchObject({
      name: 'Women, long runners',
      platform: 'platform_a',
      body: { gender: [2], days_running: [10, null] },
      new_since_visit: { value: 0, relation: 'eq' },
    });
    expect(saved.body).not.toHaveProperty('page');
    expect((await list()).map((s) => s.id)).toContain(saved.id);
    const renamed = ok(await send('PATCH', P.savedSearch(saved.id), OWNER, { name: 'Renamed' }), savedSearchSchema);
    expect(renamed.name).toBe('Renamed');
    ok(await send('DELETE', P.savedSearch(saved.id), OWNER), z.pick(savedSearchSchema, { id: true }));
    failed(await send('POST', P.savedSearchVisit(saved.id), OWNER, {}), 404, 1006);
    expect((await list()).map((s) => s.id)).not.toContain(saved.id);
  });

  it('check the body as a search of the platform (1004 naming body fields, 1003 above the plan)', async () => {
    const input = { name: 'x', platform: 'platform_a', link: '/platform_a' };
    const unknown = failed(
      await send('POST', P.savedSearches(), OWNER, { ...input, body: { shoe_size: [42] } }),
      422,
      1004,
    );
    expect(unknown.meta.errors!.map((e) => e.field)).toEqual(['body.shoe_size']);
    const shape = failed(
      await send('POST', P.savedSearches(), OWNER, { name: '', platform: 'nowhere', link: 'platform_a', body: [] }),
      422,
      1004,
    );
    expect(shape.meta.errors!.map((e) => e.field).sort()).toEqual(['body', 'link', 'name', 'platform']);
    failed(await send('POST', P.savedSearches(), OTHER, { ...input, body: { traffic: [1000, null] } }), 403, 1003);
    const instant = failed(
      await send('POST', P.savedSearches(), OWNER, {
        ...input,
        body: { search_field: [{ type: 'first_seen_after', text: 'yesterday' }] },
      }),
      422,
      1004,
    );
    expect(instant.meta.errors!.map((e) => e.field)).toEqual(['body.search_field.0.text']);
    // A v1 sort is not a v2 body.
    const v1 = failed(
      await send('POST', P.savedSearches(), OWNER, { ...input, body: { orderby: 'oldest' } }),
      422,
      1004,
    );
    expect(v1.meta.errors!.map((e) => e.field)).toEqual(['body.orderby']);
  });

  it('of one key are invisible to another', async () => {
    const saved = await save({ name: 'Mine', platform: 'mega', link: '/mega', body: {} });
    expect((await list(OTHER)).map((s) => s.id)).not.toContain(saved.id);
    failed(await send('PATCH', P.savedSearch(saved.id), OTHER, { name: 'Theirs' }), 404, 1006);
    failed(await send('POST', P.savedSearchVisit(saved.id), OTHER, {}), 404, 1006);
    failed(await send('DELETE', P.savedSearch(saved.id), OTHER), 404, 1006);
    expect((await list()).find((s) => s.id === saved.id)?.name).toBe('Mine');
  });

  it('count the matching ads first seen since the last visit, growing while ingestion adds ads', async () => {
    const all = await save({ name: 'Everything', platform: 'mega', link: '/mega', body: {} });
    const mine = await save({ name: 'Platform A', platform: 'platform_a', link: '/platform_a', body: {} });
    const newSince = async () => {
      const searches = await list();
      return [all, mine].map((s) => searches.find((found) => found.id === s.id)!.new_since_visit);
    };
    const newAds = async (platform: string | null, since: string) => {
      const { rows } = await service.db.query<{ n: string | number }>(
        'SELECT count(*) AS n FROM ads WHERE first_seen > $1::timestamptz AND ($2::text IS NULL OR platform = $2)',
        [since, platform],
      );
      return Number(rows[0]!.n);
    };
    const ingestBatch = createIngestor(service.db, { clock: time.clock });
    const ingest = async (batches: number) => {
      time.nextSecond();
      const reports = [];
      for (let batch = 0; batch < batches; batch += 1) {
        reports.push(await ingestBatch(60));
        time.advance(10);
      }
      // Snapshots are cut at whole seconds: move past the last batch's second.
      time.nextSecond();
      return reports.reduce((n, r) => n + r.added, 0);
    };
    expect(await newSince()).toEqual([
      { value: 0, relation: 'eq' },
      { value: 0, relation: 'eq' },
    ]);

    const firstAdded = await ingest(2);
    expect(firstAdded).toBeGreaterThan(0);
    const [allAfter, mineAfter] = await newSince();
    expect(allAfter).toEqual({ value: firstAdded, relation: 'eq' });
    expect(mineAfter).toEqual({ value: await newAds('platform_a', all.last_visit), relation: 'eq' });
    // The term first_seen_after:{last_visit} lists exactly the ads counted as new.
    const newOnA = await searchIds('platform_a', {
      search_field: [{ type: 'first_seen_after', text: mine.last_visit }],
    });
    expect(newOnA).toHaveLength(mineAfter!.value);
    const { rows } = await service.db.query<{ id: number }>(
      "SELECT id FROM ads WHERE first_seen > $1::timestamptz AND platform = 'platform_a'",
      [mine.last_visit],
    );
    expect(newOnA.sort((a, b) => a - b)).toEqual(rows.map((row) => row.id).sort((a, b) => a - b));

    const moreAdded = await ingest(2);
    expect(moreAdded).toBeGreaterThan(0);
    const [allLater] = await newSince();
    expect(allLater).toEqual({ value: firstAdded + moreAdded, relation: 'eq' });
    expect(allLater!.value).toBe(await newAds(null, all.last_visit));

    const visited = ok(await send('POST', P.savedSearchVisit(all.id), OWNER, {}), savedSearchSchema);
    expect(visited.new_since_visit).toEqual({ value: 0, relation: 'eq' });
    expect(Date.parse(visited.last_visit)).toBeGreaterThan(Date.parse(all.last_visit));
  }, 60_000);

  it('stop counting at the cap and say the count is a lower bound', async () => {
    const lastHit = await service.store.now();
    const capped = await createPgAdCounter(service.db, 5).count({
      platform: 'mega',
      version: 'v2',
      lastHit,
      fields: {},
    });
    expect(capped).toEqual({ value: 5, relation: 'gte' });
    const exact = await createPgAdCounter(service.db, 1_000_000).count({
      platform: 'mega',
      version: 'v2',
      lastHit,
      fields: {},
    });
    const { rows } = await service.db.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM ads WHERE indexed_at < to_timestamp($1)',
      [lastHit],
    );
    expect(exact).toEqual({ value: Number(rows[0]!.n), relation: 'eq' });
  });
});
