import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AdsClient, type AdsClientOptions } from '../../src/client/ads-client';
import { startFaultServer, type CapturedRequest } from './fault-server';

const KEY = 'k/ey+1';
const OK_PAGE = {
  status: 'ok',
  meta: { code: 1000, message: null },
  data: { ads: [], current_page: 2, has_next_page: false, last_hit: 1_700_000_000 },
};
let server: Awaited<ReturnType<typeof startFaultServer>>;

beforeAll(async () => {
  server = await startFaultServer();
});
beforeEach(() => {
  server.requests.length = 0;
});
afterAll(() => server.close());

function client(version: 'v1' | 'v2', options: Partial<AdsClientOptions> = {}) {
  return new AdsClient({ baseUrl: `${server.baseUrl(version)}/`, apiKey: KEY, ...options });
}

function only(): CapturedRequest {
  expect(server.requests).toHaveLength(1);
  return server.requests[0]!;
}

describe('where the key travels', () => {
  it.each([
    ['header', { header: KEY, query: null, body: undefined }],
    ['query', { header: undefined, query: KEY, body: undefined }],
    ['body', { header: undefined, query: null, body: KEY }],
  ] as const)('%s mode on a POST', async (authMode, expected) => {
    server.json(200, OK_PAGE);
    await client('v2', { authMode }).search('platform_a', { page: 2, last_hit: 1_700_000_000 });
    const sent = only();
    expect(sent.headers['x-api-key']).toBe(expected.header);
    expect(sent.url.searchParams.get('api_key')).toBe(expected.query);
    expect(JSON.parse(sent.body).api_key).toBe(expected.body);
  });

  it.each(['query', 'body'] as const)('%s mode on a GET puts the key in the query', async (authMode) => {
    server.json(200, { status: 'ok', meta: {}, data: [] });
    await client('v1', { authMode }).filterItems('native', 'publishers', { search: 'a' });
    expect(only().url.searchParams.get('api_key')).toBe(KEY);
    expect(only().headers['x-api-key']).toBeUndefined();
  });

  it('an empty key sends no credentials at all', async () => {
    server.json(200, { status: 'ok', meta: {}, data: [] });
    await client('v2', { apiKey: '', authMode: 'query' }).filterItems('native', 'publishers', { search: 'a' });
    expect(only().url.searchParams.has('api_key')).toBe(false);
    expect(only().headers['x-api-key']).toBeUndefined();
  });
});

describe('layout differences on the wire', () => {
  it.each([
    ['v1', '/api/v1/native/filter/publishers/items', 'ids=3%2C5'],
    ['v2', '/api/v2/ads/native/filters/publishers', 'id=3%2C5'],
  ] as const)('%s looks options up by ids', async (version, path, query) => {
    server.json(200, { status: 'ok', meta: {}, data: [{ key: 3, label: 'A' }] });
    await client(version).filterItems('native', 'publishers', { ids: [3, 5] });
    expect(`${only().url.pathname}?${only().url.searchParams}`).toBe(`${path}?${query}`);
  });

  it('v1 posts the fields as JSON to its search path', async () => {
    server.json(200, OK_PAGE);
    await client('v1').search('platform_b', { fields: { gender: [1], orderby: 'domain.traffic' } });
    expect(only().url.pathname).toBe('/api/v1/platform_b/ads/search');
    expect(only().headers['content-type']).toBe('application/json');
    expect(JSON.parse(only().body)).toEqual({ gender: [1], orderby: 'domain.traffic' });
  });

  it('v2 passes fields, page and last_hit through', async () => {
    server.json(200, OK_PAGE);
    const sort = { orderby: 'impressions', order: 'asc' } as const;
    const fields = { search_field: [{ type: 'text', text: 'shoes' }], advanced_order: sort };
    await client('v2').search('mega', { page: 2, last_hit: 1_700_000_000, fields });
    expect(only().url.pathname).toBe('/api/v2/ads/mega/search');
    expect(JSON.parse(only().body)).toEqual({
      search_field: fields.search_field,
      page: 2,
      last_hit: 1_700_000_000,
      advanced_order: sort,
    });
  });

  it.each([
    ['v1', '/api/v1/platform_g/ads/41', { data: { data: 'RECORD' } }],
    ['v2', '/api/v2/ads/platform_g/41', { data: 'RECORD' }],
  ] as const)('%s unwraps the detail record', async (version, path, wrapping) => {
    const record = {
      id: 41,
      is_bookmarked: false,
      platform: 'platform_g',
      owner: { id: 1, name: 'Acme', avatar_url: '/a.png', is_verified: true, category: 'Retail' },
      media: [],
      stats: [],
      metadata: [],
      description: 'Shoes',
    };
    const data = JSON.parse(JSON.stringify(wrapping).replace('"RECORD"', JSON.stringify(record)));
    server.json(200, { status: 'ok', meta: { code: 1000 }, ...data });
    await expect(client(version).adDetail({ platform: 'platform_g', id: 41 })).resolves.toEqual(record);
    expect(only().url.pathname).toBe(path);
  });
});

describe('the injected fetch', () => {
  it('is called detached, as a browser fetch requires', async () => {
    server.json(200, { status: 'ok', meta: {}, data: [] });
    const receivers: unknown[] = [];
    const strictFetch: typeof fetch = function (this: unknown, input, init) {
      receivers.push(this);
      return fetch(input, init);
    };
    await client('v2', { fetch: strictFetch }).filterItems('native', 'publishers', { search: 'a' });
    expect(receivers).toEqual([undefined]);
  });
});
