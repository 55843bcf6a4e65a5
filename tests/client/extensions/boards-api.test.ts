import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdsClient, type AuthMode } from '../../../src/client/ads-client';
import { isAdsClientError } from '../../../src/client/errors';
import { boardsApi } from '../../../src/client/extensions/boards-api';
import { startTestService, type TestService } from '../../utils/service';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 60 });
});
afterAll(() => service?.close());

/** A client whose requests are recorded, to see where the key travelled. */
function recordingClient(apiKey: string, authMode: AuthMode = 'header') {
  const sent: { url: string; method: string; headers: Record<string, string> }[] = [];
  const client = new AdsClient({
    baseUrl: service.baseUrl('v2'),
    apiKey,
    authMode,
    fetch: (input, init) => {
      sent.push({ url: String(input), method: init?.method ?? 'GET', headers: { ...(init?.headers as object) } });
      return fetch(input, init);
    },
  });
  return { client, sent };
}

async function someAds(client: AdsClient, count: number) {
  return (await client.search('platform_a', {})).ads.slice(0, count);
}

describe('boardsApi against the real service', () => {
  it.each(['header', 'query', 'body'] as const)(
    'creates, fills, pages, renames and deletes a board (key in the %s)',
    async (mode) => {
      const { client } = recordingClient('demo-pro', mode);
      const boards = boardsApi(client);
      const [first, second] = await someAds(client, 2);
      const board = await boards.create(`Summer ${mode}`);
      expect(board).toMatchObject({ name: `Summer ${mode}`, ads_count: 0, shared: false });

      await boards.save(board.id, first!, 'great hook');
      await boards.save(board.id, second!);
      const page = await boards.ads(board.id, 1);
      expect(page.ads.map((a) => [a.ad.id, a.note])).toEqual([
        [second!.id, ''],
        [first!.id, 'great hook'],
      ]);
      expect(page.has_next_page).toBe(false);
      expect((await boards.list()).find((b) => b.id === board.id)?.ads_count).toBe(2);

      await boards.unsave(board.id, second!);
      expect((await boards.get(board.id)).ads_count).toBe(1);
      expect((await boards.rename(board.id, 'Autumn')).name).toBe('Autumn');
      await boards.remove(board.id);
      expect((await boards.list()).map((b) => b.id)).not.toContain(board.id);
    },
  );

  it('marks saved ads is_bookmarked in searches', async () => {
    const { client } = recordingClient('demo-pro');
    const boards = boardsApi(client);
    const [ad] = await someAds(client, 1);
    expect(ad!.is_bookmarked).toBe(false);
    const board = await boards.create('Bookmarks');
    await boards.save(board.id, ad!);
    const again = (await client.search('platform_a', {})).ads.find((a) => a.id === ad!.id);
    expect(again?.is_bookmarked).toBe(true);
    await boards.remove(board.id);
  });

  it('reads a shared board without sending a key, and stops once unshared', async () => {
    const { client, sent } = recordingClient('demo-pro');
    const boards = boardsApi(client);
    const [ad] = await someAds(client, 1);
    const board = await boards.create('Shared');
    await boards.save(board.id, ad!, 'look');
    const token = await boards.share(board.id);
    expect((await boards.get(board.id)).shared).toBe(true);

    const before = sent.length;
    expect(await boards.shared(token)).toMatchObject({ name: 'Shared', ads_count: 1 });
    expect((await boards.sharedAds(token, 1)).ads.map((a) => [a.ad.id, a.note])).toEqual([[ad!.id, 'look']]);
    const keyless = sent.slice(before);
    expect(keyless).toHaveLength(2);
    for (const request of keyless) {
      expect(request.headers).not.toHaveProperty('x-api-key');
      expect(request.url).not.toContain('api_key');
    }

    await boards.unshare(board.id);
    await expect(boards.shared(token)).rejects.toMatchObject({ kind: 'api', code: 1006, status: 404 });
  });

  it("answers another key's board as missing (ApiError 1006) and a bad name as 1004 with its field", async () => {
    const own = boardsApi(recordingClient('demo-pro').client);
    const other = boardsApi(recordingClient('demo-free').client);
    const board = await own.create('Private');
    const error = await other.get(board.id).catch((e: unknown) => e);
    expect(isAdsClientError(error, 'api') && error.code).toBe(1006);
    const invalid = await own.create('   ').catch((e: unknown) => e);
    expect(isAdsClientError(invalid, 'api') && invalid.fieldErrors?.map((f) => f.field)).toEqual(['name']);
  });
});
