import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { similarAdsPath } from '../../../src/client/extensions/similar-api';
import { EXTENSION_PATHS as P } from '../../../src/contract/extensions/extension-paths';
import {
  SIMILAR_COPY_THRESHOLD,
  similarAdsPageSchema,
  type SimilarAd,
  type SimilarAdsPage,
  type SimilarReason,
} from '../../../src/contract/extensions/similar';
import type { PlatformKey } from '../../../src/contract/platforms';
import { PAGE_SIZE } from '../../../src/contract/search-request';
import { request, startTestService, type TestService } from '../../utils/service';
import { createTestClock } from '../../utils/test-clock';
import { failed, ok } from './expect-answer';

const time = createTestClock();
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 1500, clock: time.clock });
  time.passSystemClock();
});
afterAll(() => service.close());

const KEY = 'demo-pro';
const OTHER = 'demo-free';

interface AdRow {
  id: number;
  platform: PlatformKey;
  owner_id: number;
}

const send = (method: string, path: string, key = KEY) =>
  request(service.baseUrl('v2') + path, { method, headers: { 'x-api-key': key } });

async function similarPage(
  ad: AdRow,
  options: { page?: number; reason?: SimilarReason; lastHit?: number } = {},
  key = KEY,
): Promise<SimilarAdsPage> {
  return ok(
    await send('GET', similarAdsPath({ platform: ad.platform, id: ad.id, ...options }), key),
    similarAdsPageSchema,
  );
}

/** Every page of one list, in one snapshot. */
async function allSimilar(ad: AdRow, reason?: SimilarReason, key = KEY) {
  const first = await similarPage(ad, { reason }, key);
  const ads = [...first.ads];
  let last = first;
  while (last.has_next_page) {
    last = await similarPage(ad, { reason, page: last.current_page + 1, lastHit: first.last_hit }, key);
    expect(last.last_hit).toBe(first.last_hit);
    ads.push(...last.ads);
  }
  return { first, ads };
}

async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await service.db.query<T>(sql, params)).rows;
}

/** The ad whose lead media file the most other advertisers run too. */
async function sharedCreativeAd(): Promise<AdRow & { lead: string; others: number }> {
  const [found] = await rows<AdRow & { lead: string; others: number }>(
    `SELECT a.id, a.platform, a.owner_id, a.media -> 0 ->> 'url' AS lead,
       (SELECT count(DISTINCT b.owner_id) FROM ads b
        WHERE b.media -> 0 ->> 'url' = a.media -> 0 ->> 'url' AND b.owner_id <> a.owner_id)::int AS others
     FROM ads a ORDER BY others DESC, a.id LIMIT 1`,
  );
  return found!;
}

/** What similar copy is, read straight from the tables: the ids and scores, closest first. */
async function expectedCopyMatches(ad: AdRow) {
  return rows<{ id: number; score: number }>(
    `SELECT b.id, round(similarity(b.title || ' ' || b.description, a.title || ' ' || a.description)::numeric, 3)::float8 AS score
     FROM ads a JOIN ads b ON b.id <> a.id
     WHERE a.id = $1 AND similarity(b.search_text, a.search_text) >= $2
       AND similarity(b.title || ' ' || b.description, a.title || ' ' || a.description) >= $2
       AND (b.media -> 0 ->> 'url') IS DISTINCT FROM (a.media -> 0 ->> 'url')
     ORDER BY similarity(b.title || ' ' || b.description, a.title || ' ' || a.description) DESC, b.id DESC`,
    [ad.id, SIMILAR_COPY_THRESHOLD],
  );
}

const ids = (ads: SimilarAd[]) => ads.map((similar) => similar.ad.id);

describe('similar ads: same creative', () => {
  it('lists every other ad running the lead media file, with the reason, and counts their other advertisers', async () => {
    const ad = await sharedCreativeAd();
    // Premise: the demo catalogue shares creatives across advertisers.
    expect(ad.others).toBeGreaterThanOrEqual(2);
    const sharing = await rows<{ id: number; owner_id: number }>(
      `SELECT id, owner_id FROM ads WHERE media -> 0 ->> 'url' = $1 AND id <> $2 ORDER BY id`,
      [ad.lead, ad.id],
    );
    const { first, ads } = await allSimilar(ad, 'same_creative');
    expect(ids(ads).sort((x, y) => x - y)).toEqual(sharing.map((row) => row.id));
    expect(ads.every((similar) => similar.reason === 'same_creative')).toBe(true);
    expect(ads.every((similar) => new URL(similar.ad.media[0]!.url).pathname === ad.lead)).toBe(true);
    expect(first.counts).toEqual({ same_creative: { ads: sharing.length, other_advertisers: ad.others } });
    const scores = ads.map((similar) => similar.score);
    expect(scores.every((score) => score >= 0 && score <= 1)).toBe(true);
    expect([...scores].sort((x, y) => y - x)).toEqual(scores);
  });

  it('put the same creative first when both reasons are asked, and count both', async () => {
    const ad = await sharedCreativeAd();
    const { first, ads } = await allSimilar(ad);
    const creative = (await allSimilar(ad, 'same_creative')).ads;
    const copy = (await allSimilar(ad, 'similar_copy')).ads;
    expect(ids(ads)).toEqual([...ids(creative), ...ids(copy)]);
    expect(first.counts).toEqual({
      same_creative: expect.objectContaining({ ads: creative.length }),
      similar_copy: expect.objectContaining({ ads: copy.length }),
    });
  });
});

describe('similar ads: similar copy', () => {
  it('lists the ads whose title and copy are at least the threshold alike, closest first, over pages', async () => {
    // The first ads' most copied: the service points at it, the tables say what it must list.
    const candidates = await rows<AdRow>('SELECT id, platform, owner_id FROM ads WHERE id <= 20');
    const counted = await Promise.all(
      candidates.map(async (row) => ({
        row,
        ads: (await similarPage(row, { reason: 'similar_copy' })).counts.similar_copy!.ads,
      })),
    );
    const ad = counted.sort((x, y) => y.ads - x.ads)[0]!.row;
    const expected = await expectedCopyMatches(ad);
    // Premise: more than a page of them, so paging is exercised.
    expect(expected.length).toBeGreaterThan(PAGE_SIZE);
    const { first, ads } = await allSimilar(ad, 'similar_copy');
    expect(ids(ads)).toEqual(expected.map((row) => row.id));
    expect(ads.map((similar) => similar.score)).toEqual(expected.map((row) => row.score));
    expect(ads.every((similar) => similar.reason === 'similar_copy' && similar.score >= SIMILAR_COPY_THRESHOLD)).toBe(
      true,
    );
    expect(first.ads).toHaveLength(PAGE_SIZE);
    expect(first.counts.similar_copy?.ads).toBe(expected.length);
    expect(first.counts.same_creative).toBeUndefined();
  });
});

describe('similar ads as the key sees them', () => {
  it('leave out what the key hid, from the next snapshot, and keep pages of an earlier one as they were', async () => {
    const ad = await sharedCreativeAd();
    const before = await allSimilar(ad, 'same_creative');
    const hiddenAd = before.ads[0]!.ad;
    const hiddenOwner = before.ads.find((similar) => similar.ad.owner.id !== hiddenAd.owner.id)!.ad.owner;
    expect((await send('PUT', P.hiddenAd(hiddenAd.platform, hiddenAd.id))).status).toBe(200);
    expect((await send('PUT', P.hiddenOwner(hiddenOwner.id))).status).toBe(200);
    try {
      time.nextSecond();
      const after = await allSimilar(ad, 'same_creative');
      const expected = before.ads.filter(
        (similar) => similar.ad.id !== hiddenAd.id && similar.ad.owner.id !== hiddenOwner.id,
      );
      expect(expected.length).toBeLessThan(before.ads.length - 1);
      expect(ids(after.ads)).toEqual(ids(expected));
      expect(after.first.counts.same_creative!.ads).toBe(expected.length);
      // Another key hides nothing; the earlier snapshot still lists the hidden ads.
      expect(ids((await allSimilar(ad, 'same_creative', OTHER)).ads)).toEqual(ids(before.ads));
      const again = await similarPage(ad, { reason: 'same_creative', lastHit: before.first.last_hit });
      expect(ids(again.ads)).toEqual(ids(before.first.ads));
    } finally {
      await send('DELETE', P.hiddenAd(hiddenAd.platform, hiddenAd.id));
      await send('DELETE', P.hiddenOwner(hiddenOwner.id));
      time.nextSecond();
    }
  });

  it('mark the ads on the key’s boards', async () => {
    const ad = await sharedCreativeAd();
    const target = (await similarPage(ad, { reason: 'same_creative' })).ads[0]!.ad;
    const board = await request(service.baseUrl('v2') + P.boards(), {
      method: 'POST',
      headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Winners' }),
    });
    const boardId = (board.body as { data: { id: number } }).data.id;
    expect((await send('PUT', P.boardAd(boardId, target.platform, target.id))).status).toBe(200);
    const marked = (await similarPage(ad, { reason: 'same_creative' })).ads;
    expect(marked.find((similar) => similar.ad.id === target.id)?.ad.is_bookmarked).toBe(true);
    expect(marked.filter((similar) => similar.ad.id !== target.id).every((s) => !s.ad.is_bookmarked)).toBe(true);
  });
});

describe('similar ads: bad requests', () => {
  it('answer 1006 for an ad the platform does not have or an id that cannot be one', async () => {
    const [ad] = await rows<AdRow>('SELECT id, platform, owner_id FROM ads WHERE id = 1');
    const other = ad!.platform === 'platform_a' ? 'platform_b' : 'platform_a';
    for (const path of [
      `/ads/${other}/1/similar`,
      `/ads/${ad!.platform}/987654321/similar`,
      `/ads/${ad!.platform}/abc/similar`,
      `/ads/${ad!.platform}/2147483648/similar`,
      '/ads/mega/1/similar',
      '/ads/nowhere/1/similar',
    ]) {
      failed(await send('GET', path), 404, 1006);
    }
  });

  it('answer 1004 naming the field for a bad page or reason, 1011 for a bad last_hit, 1007 and 401 as every route', async () => {
    const base = `/ads/${(await rows<AdRow>('SELECT platform FROM ads WHERE id = 1'))[0]!.platform}/1/similar`;
    for (const page of ['0', '-1', '1.5', 'two', '501']) {
      expect(failed(await send('GET', `${base}?page=${page}`), 422, 1004).meta.errors).toEqual([
        { field: 'page', message: expect.any(String) },
      ]);
    }
    expect(failed(await send('GET', `${base}?reason=same_owner`), 422, 1004).meta.errors![0]!.field).toBe('reason');
    for (const lastHit of ['soon', '-5', String(Math.floor(time.clock() / 1000) + 3600)]) {
      failed(await send('GET', `${base}?last_hit=${lastHit}`), 400, 1011);
    }
    failed(await send('POST', base), 405, 1007);
    expect((await request(service.baseUrl('v2') + base)).status).toBe(401);
  });
});
