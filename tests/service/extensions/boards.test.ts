import { failed, ok } from './expect-answer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '../../../src/contract/zod';
import { adDetailSchema, searchPageSchema, type AdSummary } from '../../../src/contract/ads';
import { okEnvelopeSchema } from '../../../src/contract/envelope';
import {
  boardAdsPageSchema,
  boardListSchema,
  boardSchema,
  boardShareSchema,
  sharedBoardSchema,
  type Board,
} from '../../../src/contract/extensions/boards';
import { EXTENSION_PATHS as P } from '../../../src/contract/extensions/extension-paths';
import { PATHS } from '../../../src/contract/paths';
import { PAGE_SIZE } from '../../../src/contract/search-request';
import { getJson, postJson, request, startTestService, type Answer, type TestService } from '../../utils/service';

let service: TestService;
let ads: AdSummary[];
/** The snapshot `ads` were read from: mega pages 1 and 2. */
let lastHit: number;
beforeAll(async () => {
  service = await startTestService({ ads: 300 });
  const first = okEnvelopeSchema(searchPageSchema).parse(
    (await postJson(url(PATHS.v2.search('mega')), { page: 1 }, 'demo-pro')).body,
  ).data;
  const second = await postJson(url(PATHS.v2.search('mega')), { page: 2, last_hit: first.last_hit }, 'demo-pro');
  lastHit = first.last_hit;
  ads = [...first.ads, ...okEnvelopeSchema(searchPageSchema).parse(second.body).data.ads];
});
afterAll(() => service.close());

const OWNER = 'demo-pro';
const OTHER = 'demo-free';
const url = (path: string) => service.baseUrl('v2') + path;

function send(method: string, path: string, key?: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (key) headers['x-api-key'] = key;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return request(url(path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

const createBoard = async (name: string, key = OWNER) =>
  ok(await send('POST', P.boards(), key, { name }), boardSchema) as Board;

describe('boards', () => {
  it('are created, listed, read, renamed and deleted', async () => {
    const board = await createBoard('  Summer sale  ');
    expect(board).toMatchObject({ name: 'Summer sale', ads_count: 0, shared: false });
    const listed = ok(await send('GET', P.boards(), OWNER), boardListSchema).boards;
    expect(listed.map((b) => b.id)).toContain(board.id);
    expect(ok(await send('GET', P.board(board.id), OWNER), boardSchema).name).toBe('Summer sale');
    const renamed = ok(await send('PATCH', P.board(board.id), OWNER, { name: 'Winter' }), boardSchema);
    expect(renamed.name).toBe('Winter');
    ok(await send('DELETE', P.board(board.id), OWNER), z.pick(boardSchema, { id: true }));
    failed(await send('GET', P.board(board.id), OWNER), 404, 1006);
  });

  it('refuses a missing or empty name (1004), a body that is not JSON (1010), and unknown ids (1006)', async () => {
    const empty = failed(await send('POST', P.boards(), OWNER, { name: '   ' }), 422, 1004);
    expect(empty.meta.errors!.map((e) => e.field)).toEqual(['name']);
    expect(failed(await send('POST', P.boards(), OWNER, {}), 422, 1004).meta.errors![0]!.field).toBe('name');
    const long = failed(await send('POST', P.boards(), OWNER, { name: 'x'.repeat(101) }), 422, 1004);
    expect(long.meta.errors![0]!.field).toBe('name');
    const board = await createBoard('Checks');
    const plain = await request(url(P.board(board.id)), {
      method: 'PATCH',
      headers: { 'x-api-key': OWNER, 'content-type': 'text/plain' },
      body: 'name=x',
    });
    failed(plain, 415, 1010);
    failed(await send('GET', '/boards/abc', OWNER), 404, 1006);
    failed(await send('GET', '/boards/2147483648', OWNER), 404, 1006);
    failed(await send('GET', P.boardAds(board.id, 0), OWNER), 422, 1004);
    failed(await send('GET', P.boards()), 401, 1001);
    const post = await send('PUT', P.boards(), OWNER, {});
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, POST']);
  });

  it('refuse a field they do not know (1004 naming it), read the key in the body, and share without a body', async () => {
    const extra = failed(await send('POST', P.boards(), OWNER, { name: 'Extra', colour: 'red' }), 422, 1004);
    expect(extra.meta.errors).toEqual([{ field: 'colour', message: 'is not a field of this request' }]);
    const board = ok(await send('POST', P.boards(), undefined, { name: 'Keyed', api_key: OWNER }), boardSchema);
    // An action takes a POST without a body, with or without a JSON content type.
    const withoutType: Record<string, string> = { 'x-api-key': OWNER };
    for (const headers of [withoutType, { ...withoutType, 'content-type': 'application/json' }]) {
      const share = await request(url(P.boardShare(board.id)), { method: 'POST', headers });
      expect(ok(share, boardShareSchema).token.length).toBeGreaterThan(0);
    }
  });

  it('keep saved ads with notes, last saved first, 18 a page', async () => {
    const board = await createBoard('Page test');
    const saved = ads.slice(0, PAGE_SIZE + 2);
    for (const ad of saved) {
      ok(
        await send('PUT', P.boardAd(board.id, ad.platform, ad.id), OWNER, { note: `note ${ad.id}` }),
        z.pick(boardSchema, {}),
      );
    }
    // Saving again replaces the note and keeps the ad where it was.
    ok(
      await send('PUT', P.boardAd(board.id, saved[0]!.platform, saved[0]!.id), OWNER, { note: 'changed' }),
      z.pick(boardSchema, {}),
    );
    expect(ok(await send('GET', P.board(board.id), OWNER), boardSchema).ads_count).toBe(saved.length);

    const first = ok(await send('GET', P.boardAds(board.id, 1), OWNER), boardAdsPageSchema);
    const second = ok(await send('GET', P.boardAds(board.id, 2), OWNER), boardAdsPageSchema);
    expect([first.ads.length, first.has_next_page, second.ads.length, second.has_next_page]).toEqual([
      PAGE_SIZE,
      true,
      2,
      false,
    ]);
    const listed = [...first.ads, ...second.ads];
    expect(listed.map((entry) => entry.ad.id)).toEqual([...saved].reverse().map((ad) => ad.id));
    expect(listed.at(-1)!.note).toBe('changed');
    expect(listed[0]!.note).toBe(`note ${saved.at(-1)!.id}`);
    expect(listed.every((entry) => entry.ad.is_bookmarked)).toBe(true);

    ok(await send('DELETE', P.boardAd(board.id, saved[1]!.platform, saved[1]!.id), OWNER), z.pick(boardSchema, {}));
    failed(await send('DELETE', P.boardAd(board.id, saved[1]!.platform, saved[1]!.id), OWNER), 404, 1006);
    expect(ok(await send('GET', P.board(board.id), OWNER), boardSchema).ads_count).toBe(saved.length - 1);
  });

  it('refuse an unknown ad, an ad of another platform and a note that is too long', async () => {
    const board = await createBoard('Refusals');
    const ad = ads[0]!;
    const other = ad.platform === 'platform_a' ? 'platform_b' : 'platform_a';
    failed(await send('PUT', P.boardAd(board.id, ad.platform, 987_654_321), OWNER, {}), 404, 1006);
    failed(await send('PUT', P.boardAd(board.id, other, ad.id), OWNER, {}), 404, 1006);
    failed(await send('PUT', `/boards/${board.id}/ads/nowhere/${ad.id}`, OWNER, {}), 404, 1006);
    const long = failed(
      await send('PUT', P.boardAd(board.id, ad.platform, ad.id), OWNER, { note: 'x'.repeat(2001) }),
      422,
      1004,
    );
    expect(long.meta.errors![0]!.field).toBe('note');
    // A PUT without a body saves with an empty note.
    ok(await send('PUT', P.boardAd(board.id, ad.platform, ad.id), OWNER), z.pick(boardSchema, {}));
  });

  it('mark is_bookmarked in searches and the detail for the key that saved the ad only', async () => {
    const board = await createBoard('Bookmarks');
    const ad = ads.at(-1)!; // on no other board of this file
    const search = async (key: string) =>
      ok(await postJson(url(PATHS.v2.search('mega')), { page: 2, last_hit: lastHit }, key), searchPageSchema).ads;
    const marked = (page: AdSummary[]) => page.find((a) => a.id === ad.id)?.is_bookmarked;
    expect(marked(await search(OWNER))).toBe(false);
    ok(await send('PUT', P.boardAd(board.id, ad.platform, ad.id), OWNER, { note: '' }), z.pick(boardSchema, {}));
    expect(marked(await search(OWNER))).toBe(true);
    expect(marked(await search(OTHER))).toBe(false);
    const detail = async (key: string) =>
      ok(await getJson(url(PATHS.v2.adDetail(ad.platform, ad.id)), key), adDetailSchema).is_bookmarked;
    expect([await detail(OWNER), await detail(OTHER)]).toEqual([true, false]);
    // The v1 layout is the interface's, unchanged.
    const v1 = await getJson(service.baseUrl('v1') + PATHS.v1.adDetail(ad.platform, ad.id), OWNER);
    expect((v1.body as { data: { data: AdSummary } }).data.data.is_bookmarked).toBe(false);
  });

  it('are shared read-only by a token that works without a key until replaced or withdrawn', async () => {
    const board = await createBoard('Shared');
    for (const ad of ads.slice(0, 3)) await send('PUT', P.boardAd(board.id, ad.platform, ad.id), OWNER, { note: 'n' });
    const { token } = ok(await send('POST', P.boardShare(board.id), OWNER, {}), boardShareSchema);
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(ok(await send('GET', P.board(board.id), OWNER), boardSchema).shared).toBe(true);
    expect(ok(await send('GET', P.sharedBoard(token)), sharedBoardSchema)).toMatchObject({
      name: 'Shared',
      ads_count: 3,
    });
    const page = ok(await send('GET', P.sharedBoardAds(token)), boardAdsPageSchema);
    expect(page.ads.map((entry) => entry.ad.id)).toEqual(
      ads
        .slice(0, 3)
        .map((ad) => ad.id)
        .reverse(),
    );
    expect(page.ads.every((entry) => !entry.ad.is_bookmarked && entry.note === 'n')).toBe(true);
    // Read-only: nothing but GET answers on a shared board.
    expect((await send('DELETE', P.sharedBoard(token))).status).toBe(405);

    const { token: next } = ok(await send('POST', P.boardShare(board.id), OWNER, {}), boardShareSchema);
    expect(next).not.toBe(token);
    failed(await send('GET', P.sharedBoard(token)), 404, 1006);
    ok(await send('GET', P.sharedBoard(next)), sharedBoardSchema);
    ok(await send('DELETE', P.boardShare(board.id), OWNER), z.pick(boardSchema, {}));
    failed(await send('GET', P.sharedBoard(next)), 404, 1006);
    failed(await send('GET', P.sharedBoardAds(next)), 404, 1006);
  });
});

describe('one key never reaches another key’s boards', () => {
  it('answers 1006 on every board route for a board of another key, and lists none of them', async () => {
    const board = await createBoard('Private');
    const ad = ads[5]!;
    ok(await send('PUT', P.boardAd(board.id, ad.platform, ad.id), OWNER, { note: 'secret' }), z.pick(boardSchema, {}));
    const attempts: [string, string, unknown?][] = [
      ['GET', P.board(board.id)],
      ['PATCH', P.board(board.id), { name: 'taken' }],
      ['DELETE', P.board(board.id)],
      ['GET', P.boardAds(board.id)],
      ['PUT', P.boardAd(board.id, ad.platform, ad.id), { note: 'overwritten' }],
      ['DELETE', P.boardAd(board.id, ad.platform, ad.id)],
      ['POST', P.boardShare(board.id), {}],
      ['DELETE', P.boardShare(board.id)],
    ];
    for (const [method, path, body] of attempts) failed(await send(method, path, OTHER, body), 404, 1006);
    const theirs = ok(await send('GET', P.boards(), OTHER), boardListSchema).boards;
    expect(theirs.map((b) => b.id)).not.toContain(board.id);
    // Nothing the other key tried changed the board.
    const page = ok(await send('GET', P.boardAds(board.id), OWNER), boardAdsPageSchema);
    expect(page.ads.map((entry) => [entry.ad.id, entry.note])).toEqual([[ad.id, 'secret']]);
    expect(ok(await send('GET', P.board(board.id), OWNER), boardSchema)).toMatchObject({
      name: 'Private',
      shared: false,
    });
  });
});
