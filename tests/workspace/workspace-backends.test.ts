import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnection, type Connection } from '../../src/client/connection';
import type { AdSummary } from '../../src/contract/ads';
import { browserBoards } from '../../src/workspace/core/backends/browser-boards';
import { createWorkspace } from '../../src/workspace/core/use-workspace';
import { adKeyText, type Workspace } from '../../src/workspace/core/workspace-backends';
import { startTestService, type TestService } from '../utils/service';
import { createIngestor } from '../../src/service/demo/ingestion';
import { createTestClock } from '../utils/test-clock';

const time = createTestClock();
let service: TestService;
let bare: TestService;
beforeAll(async () => {
  [service, bare] = await Promise.all([
    startTestService({ ads: 80, clock: time.clock }),
    startTestService({ ads: 80, extensions: false, clock: time.clock }),
  ]);
  time.passSystemClock();
});
afterAll(async () => {
  await Promise.all([service?.close(), bare?.close()]);
});

let scopes = 0;
/** The workspace of a fresh connection (own key fingerprint, so its own browser documents). */
async function workspaceOn(target: TestService): Promise<{ connection: Connection; workspace: Workspace }> {
  const connection = createConnection({ baseUrl: target.baseUrl('v2'), apiKey: 'demo-pro' });
  const scoped = { ...connection, id: `${connection.id}|${++scopes}` };
  return { connection: scoped, workspace: createWorkspace(scoped, await connection.client.capabilities()) };
}

const adsOf = async (connection: Connection, count: number): Promise<AdSummary[]> =>
  (await connection.client.search('platform_a', {})).ads.slice(0, count);

describe.each([
  ['the service', () => service, 'server'],
  ['this browser', () => bare, 'browser'],
] as const)('boards kept by %s', (_, target, kind) => {
  it('are created, filled with noted ads (last saved first), renamed and deleted', async () => {
    const { connection, workspace } = await workspaceOn(target());
    expect(workspace.boards.kind).toBe(kind);
    const [first, second] = await adsOf(connection, 2);
    const board = await workspace.boards.create('Summer');
    await workspace.boards.save(board.id, first!, 'hook');
    await workspace.boards.save(board.id, second!, '');
    const page = await workspace.boards.ads(board.id, 1);
    expect(page.ads.map((a) => [a.ad.id, a.note])).toEqual([
      [second!.id, ''],
      [first!.id, 'hook'],
    ]);
    // Saving again replaces the note and keeps the ad's place: a note saved as it is typed moves nothing.
    await workspace.boards.save(board.id, first!, 'better hook');
    expect((await workspace.boards.ads(board.id, 1)).ads.map((a) => [a.ad.id, a.note])).toEqual([
      [second!.id, ''],
      [first!.id, 'better hook'],
    ]);
    expect((await workspace.boards.list()).find((b) => b.id === board.id)?.ads_count).toBe(2);

    await workspace.boards.unsave(board.id, second!);
    expect((await workspace.boards.rename(board.id, 'Autumn')).name).toBe('Autumn');
    expect((await workspace.boards.list()).map((b) => [b.name, b.ads_count])).toEqual([['Autumn', 1]]);
    await workspace.boards.remove(board.id);
    expect(await workspace.boards.list()).toEqual([]);
  });

  it('say which ads are saved', async () => {
    const { connection, workspace } = await workspaceOn(target());
    const [ad] = await adsOf(connection, 1);
    const board = await workspace.boards.create('Saved');
    await workspace.boards.save(board.id, ad!, '');
    const found = (await connection.client.search('platform_a', {})).ads.find((a) => a.id === ad!.id)!;
    // The service marks the ad itself; the browser keeps the set.
    const saved = kind === 'server' ? found.is_bookmarked : (await workspace.boards.savedAds()).has(adKeyText(ad!));
    expect(saved).toBe(true);
  });
});

describe.each([
  ['the service', () => service, 'server'],
  ['this browser', () => bare, 'browser'],
] as const)('hidden kept by %s', (_, target, kind) => {
  it('lists hidden ads and advertisers until they are shown again', async () => {
    const { connection, workspace } = await workspaceOn(target());
    expect(workspace.hidden.kind).toBe(kind);
    const [ad, other] = await adsOf(connection, 2);
    await workspace.hidden.hideAd(ad!);
    await workspace.hidden.hideOwner(other!.owner);
    const list = await workspace.hidden.list();
    expect(list.ads.map(adKeyText)).toEqual([adKeyText(ad!)]);
    expect(list.owners.map((o) => [o.id, o.name])).toEqual([[other!.owner.id, other!.owner.name]]);
    await workspace.hidden.showAd(ad!);
    await workspace.hidden.showOwner(other!.owner.id);
    expect(await workspace.hidden.list()).toMatchObject({ ads: [], owners: [] });
  });
});

describe.each([
  ['the service', () => service, 'server'],
  ['this browser', () => bare, 'browser'],
] as const)('saved searches kept by %s', (_, target, kind) => {
  it('count the ads new since the last visit as ingestion adds them, less what is hidden, and start again at a visit', async () => {
    const { connection, workspace } = await workspaceOn(target());
    expect(workspace.savedSearches.kind).toBe(kind);
    const saved = await workspace.savedSearches.create({
      name: 'Everything',
      platform: 'mega',
      link: '/mega',
      body: {},
    });
    const newSince = async () => (await workspace.savedSearches.list()).find((s) => s.id === saved.id)?.new_since_visit;
    expect(await newSince()).toEqual({ value: 0, relation: 'eq' });

    time.nextSecond();
    const { added } = await createIngestor(target().db, { clock: time.clock })(40);
    time.nextSecond();
    expect(added).toBeGreaterThan(0);
    expect(await newSince()).toEqual({ value: added, relation: 'eq' });
    // A hidden ad is not new: searches leave it out.
    const [newest] = (
      await connection.client.search('mega', { fields: { advanced_order: { orderby: 'first_seen', order: 'desc' } } })
    ).ads;
    await workspace.hidden.hideAd(newest!);
    time.nextSecond();
    expect(await newSince()).toEqual({ value: added - 1, relation: 'eq' });

    time.nextSecond();
    await workspace.savedSearches.visit(saved.id);
    time.nextSecond();
    expect(await newSince()).toEqual({ value: 0, relation: 'eq' });
    await workspace.savedSearches.rename(saved.id, 'All');
    expect((await workspace.savedSearches.list()).map((s) => s.name)).toEqual(['All']);
    await workspace.savedSearches.remove(saved.id);
    expect(await workspace.savedSearches.list()).toEqual([]);
  });
});

describe('boards kept by this browser, as a file', () => {
  it('export and import as JSON beside the boards already there', async () => {
    const { connection } = await workspaceOn(bare);
    const [ad] = await adsOf(connection, 1);
    const mine = browserBoards(`${connection.id}|export`);
    const board = await mine.create('Swipe file');
    await mine.save(board.id, ad!, 'note');
    const file = JSON.parse(JSON.stringify(await mine.exportAll())) as unknown;

    const elsewhere = browserBoards(`${connection.id}|import`);
    await elsewhere.create('Already here');
    expect(await elsewhere.importAll(file)).toBe(1);
    const boards = await elsewhere.list();
    expect(boards.map((b) => [b.name, b.ads_count])).toEqual([
      ['Already here', 0],
      ['Swipe file', 1],
    ]);
    const imported = await elsewhere.ads(boards[1]!.id, 1);
    expect(imported.ads.map((a) => [a.ad.id, a.note])).toEqual([[ad!.id, 'note']]);
    await expect(elsewhere.importAll({ boards: 'nope' })).rejects.toThrow();
  });
});
