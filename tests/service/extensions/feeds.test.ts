import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPageSchema, type AdSummary } from '../../../src/contract/ads';
import { okEnvelopeSchema } from '../../../src/contract/envelope';
import { EXTENSION_PATHS as P } from '../../../src/contract/extensions/extension-paths';
import { FEED_SIZE, feedLinkSchema, feedStatusSchema } from '../../../src/contract/extensions/feeds';
import { savedSearchSchema, type SavedSearch } from '../../../src/contract/extensions/saved-searches';
import { PATHS } from '../../../src/contract/paths';
import type { SearchPlatform } from '../../../src/contract/platforms';
import { z } from '../../../src/contract/zod';
import { request, startTestService, type Answer, type TestService } from '../../utils/service';
import { failed, ok } from './expect-answer';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 400 });
});
afterAll(() => service.close());

const OWNER = 'demo-pro';
const OTHER = 'demo-free';

function send(method: string, path: string, key?: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (key) headers['x-api-key'] = key;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return request(service.baseUrl('v2') + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const save = async (name: string, platform: SearchPlatform = 'platform_a') =>
  ok(
    await send('POST', P.savedSearches(), OWNER, { name, platform, link: `/${platform}?gender=1`, body: {} }),
    savedSearchSchema,
  ) as SavedSearch;

/** The feed at `url` read as a feed reader reads it: no key, the XML checked and parsed. */
async function readFeed(url: string) {
  const response = await fetch(url);
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), text };
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => name === 'entry' || name === 'link',
});
interface AtomLink {
  '@rel': string;
  '@href': string;
}
interface AtomEntry {
  id: string;
  title: string;
  updated: string;
  link: AtomLink[];
  author: { name: string };
}
interface AtomFeed {
  feed: { '@xmlns': string; id: string; title: string; updated: string; link: AtomLink[]; entry?: AtomEntry[] };
}

/** The first `count` ads of a v2 search, newest first seen first, through the search route. */
async function newestAds(platform: SearchPlatform, count: number): Promise<AdSummary[]> {
  const ads: AdSummary[] = [];
  let lastHit: number | undefined;
  for (let page = 1; ads.length < count; page += 1) {
    const answer = await send('POST', PATHS.v2.search(platform), OWNER, {
      advanced_order: { orderby: 'first_seen', order: 'desc' },
      page,
      last_hit: lastHit,
    });
    const data = okEnvelopeSchema(searchPageSchema).parse(answer.body).data;
    ads.push(...data.ads);
    lastHit = data.last_hit;
    if (!data.has_next_page) break;
  }
  return ads.slice(0, count);
}

describe('feeds', () => {
  it('read a saved search as Atom 1.0 without a key: its newest 50 ads, each linking into the explorer', async () => {
    const search = await save('Women <& "men">', 'mega');
    expect(ok(await send('GET', P.savedSearchFeed(search.id), OWNER), feedStatusSchema)).toEqual({
      active: false,
      created_at: null,
    });
    const { url } = ok(await send('POST', P.savedSearchFeed(search.id), OWNER, {}), feedLinkSchema);
    expect(url).toMatch(new RegExp(`^${service.origin}/api/v2/feeds/[A-Za-z0-9_-]{32}\\.atom$`));
    expect(ok(await send('GET', P.savedSearchFeed(search.id), OWNER), feedStatusSchema).active).toBe(true);

    const answer = await readFeed(url);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/atom+xml; charset=utf-8');
    expect(XMLValidator.validate(answer.text)).toBe(true);
    const { feed } = parser.parse(answer.text) as AtomFeed;
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe(url);
    expect(feed.title).toBe('Women <& "men">');
    expect(feed.link).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ '@rel': 'self', '@href': url }),
        expect.objectContaining({ '@rel': 'alternate', '@href': `${service.origin}/mega?gender=1` }),
      ]),
    );

    const entries = feed.entry ?? [];
    const newest = await newestAds('mega', FEED_SIZE);
    expect(newest).toHaveLength(FEED_SIZE);
    expect(new Set(newest.map((ad) => ad.platform)).size).toBeGreaterThan(1);
    expect(entries.map((entry) => entry.id)).toEqual(
      newest.map((ad) => `${service.origin}/${ad.platform}?ad=${ad.id}`),
    );
    const expected = newest.map((ad) => ad.id);
    const { rows } = await service.db.query<{ id: number; first_seen: Date }>(
      'SELECT id, first_seen FROM ads WHERE id = ANY($1::int[])',
      [expected],
    );
    const firstSeen = new Map(rows.map((row) => [row.id, new Date(row.first_seen).toISOString()]));
    for (const [index, entry] of entries.entries()) {
      expect(entry.updated).toBe(firstSeen.get(expected[index]!));
      expect(entry.link[0]!['@href']).toBe(entry.id);
      expect(entry.title.length).toBeGreaterThan(0);
      expect(entry.author.name.length).toBeGreaterThan(0);
    }
    expect(feed.updated).toBe(entries[0]!.updated);
  });

  it('leave out what the key hides', async () => {
    const search = await save('Hidden left out');
    const { url } = ok(await send('POST', P.savedSearchFeed(search.id), OWNER, {}), feedLinkSchema);
    const ids = (text: string) => ((parser.parse(text) as AtomFeed).feed.entry ?? []).map((entry) => entry.id);
    const before = ids((await readFeed(url)).text);
    const newest = Number(new URL(before[0]!).searchParams.get('ad'));
    ok(await send('PUT', P.hiddenAd('platform_a', newest), OWNER, {}), z.unknown());
    // A hide applies from the snapshots cut after it, which are cut at whole seconds.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = ids((await readFeed(url)).text);
    expect(before).toContain(`${service.origin}/platform_a?ad=${newest}`);
    expect(after).not.toContain(`${service.origin}/platform_a?ad=${newest}`);
    ok(await send('DELETE', P.hiddenAd('platform_a', newest), OWNER), z.unknown());
  });

  it('are revocable, and a new URL replaces the old one', async () => {
    const search = await save('Revoked');
    const first = ok(await send('POST', P.savedSearchFeed(search.id), OWNER, {}), feedLinkSchema).url;
    const second = ok(await send('POST', P.savedSearchFeed(search.id), OWNER, {}), feedLinkSchema).url;
    expect(second).not.toBe(first);
    expect((await readFeed(first)).status).toBe(404);
    expect((await readFeed(second)).status).toBe(200);
    ok(await send('DELETE', P.savedSearchFeed(search.id), OWNER), z.looseObject({ revoked: z.literal(true) }));
    expect((await readFeed(second)).status).toBe(404);
    failed(await send('DELETE', P.savedSearchFeed(search.id), OWNER), 404, 1006);
    expect(ok(await send('GET', P.savedSearchFeed(search.id), OWNER), feedStatusSchema).active).toBe(false);
    // A token without its suffix, or an unknown one, opens nothing.
    const token = second
      .split('/')
      .pop()!
      .replace(/\.atom$/, '');
    expect((await readFeed(`${service.baseUrl('v2')}${P.feed(token)}`)).status).toBe(404);
  });

  it('of one key are out of another key’s reach, and go with their saved search', async () => {
    const search = await save('Mine');
    failed(await send('POST', P.savedSearchFeed(search.id), OTHER, {}), 404, 1006);
    failed(await send('GET', P.savedSearchFeed(search.id), OTHER), 404, 1006);
    const { url } = ok(await send('POST', P.savedSearchFeed(search.id), OWNER, {}), feedLinkSchema);
    failed(await send('DELETE', P.savedSearchFeed(search.id), OTHER), 404, 1006);
    expect((await readFeed(url)).status).toBe(200);
    ok(await send('DELETE', P.savedSearch(search.id), OWNER), z.unknown());
    expect((await readFeed(url)).status).toBe(404);
  });
});
