import { describe, expect, it } from 'vitest';
import { z } from '../../../src/contract/zod';
import { searchPageSchema } from '../../../src/contract/ads';
import { okEnvelopeSchema } from '../../../src/contract/envelope';
import { EXTENSION_PATHS as P } from '../../../src/contract/extensions/extension-paths';
import { searchTotalsSchema } from '../../../src/contract/extensions/totals';
import { PATHS } from '../../../src/contract/paths';
import type { SearchPlatform } from '../../../src/contract/platforms';
import { createIngestor } from '../../../src/service/demo/ingestion';
import { watchedService } from './watched-service';

/** The counting statements the service sent (`pg-ad-counter.ts` caps each count in a subquery named `capped`). */
const counts = () => statements.filter((sql) => /\)\s*capped/.test(sql)).length;

const { db, app, time, statements } = watchedService();

const pageSchema = z.extend(searchPageSchema, z.partial(searchTotalsSchema).shape);

async function search(platform: SearchPlatform, body: Record<string, unknown>, key = 'demo-pro') {
  const answer = await app.fetch(
    new Request(`http://127.0.0.1/api/v2${PATHS.v2.search(platform)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify(body),
    }),
  );
  expect(answer.status).toBe(200);
  return okEnvelopeSchema(pageSchema).parse(await answer.json()).data;
}

const fields = { days_running: [5, 60] };

describe('totals of page 1, counted once per search and snapshot', () => {
  it('are counted by the first read of a page 1 and reused by every read of it at its last_hit', async () => {
    const before = counts();
    const first = await search('platform_a', fields);
    // Premise: the search spans pages, and its page 1 ran exactly one counting statement.
    expect(first.total!.value).toBeGreaterThan(18);
    expect(counts()).toBe(before + 1);
    const again = await Promise.all(
      Array.from({ length: 4 }, () => search('platform_a', { ...fields, last_hit: first.last_hit })),
    );
    for (const page of again) expect(page).toEqual(first);
    expect(counts()).toBe(before + 1);

    // Mega's per-platform counts are one statement, kept as one answer, too.
    const mega = await search('mega', fields);
    expect(counts()).toBe(before + 2);
    expect(await search('mega', { ...fields, last_hit: mega.last_hit })).toEqual(mega);
    expect(counts()).toBe(before + 2);
  });

  it('are counted once when several reads of a new last_hit arrive together', async () => {
    time.nextSecond();
    const lastHit = (await search('platform_b', { page: 2 })).last_hit;
    const before = counts();
    const pages = await Promise.all(Array.from({ length: 5 }, () => search('platform_b', { last_hit: lastHit })));
    expect(new Set(pages.map((page) => JSON.stringify(page.total))).size).toBe(1);
    expect(counts()).toBe(before + 1);
  });

  it('stay exact while ingestion writes: a re-read at the same last_hit answers the same total as a count would', async () => {
    time.nextSecond();
    const first = await search('platform_a', fields);
    time.nextSecond();
    const ingest = createIngestor(db, { clock: time.clock });
    for (let batch = 0; batch < 3; batch += 1) {
      await ingest(600);
      time.advance(10);
    }
    time.nextSecond();
    const before = counts();
    const again = await search('platform_a', { ...fields, last_hit: first.last_hit });
    expect(again.total).toEqual(first.total);
    expect(counts()).toBe(before);
    // Counted afresh at the same last_hit, the kept total is what a count answers.
    await db.query('DELETE FROM snapshot_answers');
    const recounted = await search('platform_a', { ...fields, last_hit: first.last_hit });
    expect(recounted.total).toEqual(first.total);
    expect(counts()).toBe(before + 1);
    // Premise: ingestion changed the search's matches, which a new snapshot counts.
    const fresh = await search('platform_a', fields);
    expect(fresh.total).not.toEqual(first.total);
    expect(counts()).toBe(before + 2);
  }, 60_000);

  it('are shared by snapshots with no write between them, and counted again after a write', async () => {
    time.nextSecond();
    const before = counts();
    const first = await search('platform_d', fields);
    expect(counts()).toBe(before + 1);
    time.nextSecond();
    const later = await search('platform_d', fields);
    // Premise: a new snapshot, cut a second later with nothing written meanwhile.
    expect(later.last_hit).toBeGreaterThan(first.last_hit);
    expect(later.total).toEqual(first.total);
    expect(counts()).toBe(before + 1);
    // A re-read at the earlier snapshot finds the same kept total.
    expect((await search('platform_d', { ...fields, last_hit: first.last_hit })).total).toEqual(first.total);
    expect(counts()).toBe(before + 1);

    // A write (one hide, by any key) makes the next snapshot count again.
    const hide = await app.fetch(
      new Request(`http://127.0.0.1/api/v2${P.hiddenAd('platform_d', first.ads[0]!.id)}`, {
        method: 'PUT',
        headers: { 'x-api-key': 'demo-free' },
      }),
    );
    expect(hide.status).toBe(200);
    time.nextSecond();
    const afterWrite = await search('platform_d', fields);
    expect(counts()).toBe(before + 2);
    expect(afterWrite.total).toEqual(first.total);
    // The snapshots before the write still share theirs.
    expect((await search('platform_d', { ...fields, last_hit: later.last_hit })).total).toEqual(first.total);
    expect(counts()).toBe(before + 2);
  });

  it("are kept per key: one key's hides change its total and not another's at the same last_hit", async () => {
    time.nextSecond();
    const shown = await search('platform_c', fields);
    const hide = await app.fetch(
      new Request(`http://127.0.0.1/api/v2${P.hiddenAd('platform_c', shown.ads[0]!.id)}`, {
        method: 'PUT',
        headers: { 'x-api-key': 'demo-pro' },
      }),
    );
    expect(hide.status).toBe(200);
    time.nextSecond();
    const pro = await search('platform_c', fields, 'demo-pro');
    const before = counts();
    const free = await search('platform_c', { ...fields, last_hit: pro.last_hit }, 'demo-free');
    expect(counts()).toBe(before + 1);
    expect(pro.total!.value).toBe(shown.total!.value - 1);
    expect(free.total!.value).toBe(shown.total!.value);
    expect((await search('platform_c', { ...fields, last_hit: pro.last_hit }, 'demo-pro')).total).toEqual(pro.total);
    expect((await search('platform_c', { ...fields, last_hit: pro.last_hit }, 'demo-free')).total).toEqual(free.total);
    expect(counts()).toBe(before + 1);
  });
});
