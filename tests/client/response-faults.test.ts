import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdsClient } from '../../src/client/ads-client';
import { isAdsClientError, type UnexpectedResponseError } from '../../src/client/errors';
import { clientFailure } from './client-failure';
import { startFaultServer } from './fault-server';

const KEY = 'sk_live_fault_secret';
const EMPTY_PAGE = { ads: [], current_page: 1, has_next_page: false, last_hit: 1_700_000_000 };
let server: Awaited<ReturnType<typeof startFaultServer>>;
let client: AdsClient;

beforeAll(async () => {
  server = await startFaultServer();
  client = new AdsClient({ baseUrl: server.baseUrl('v2'), apiKey: KEY, authMode: 'query' });
});
afterAll(() => server.close());

const failure = (call: Promise<unknown>) => clientFailure(call, KEY);

async function unexpected(call: Promise<unknown>): Promise<UnexpectedResponseError> {
  const error = await failure(call);
  if (!isAdsClientError(error, 'unexpected_response'))
    throw new Error(`expected unexpected_response, got ${error.kind}`);
  return error;
}

describe('answers that are not service envelopes', () => {
  it('reports a proxy HTML 502 page with its status, content type and title', async () => {
    server.respond((_, response) =>
      response
        .writeHead(502, { 'content-type': 'text/html' })
        .end('<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center></body></html>'),
    );
    const error = await unexpected(client.filters('platform_a'));
    expect(error.status).toBe(502);
    expect(error.contentType).toBe('text/html');
    expect(error.problem).toEqual({ reason: 'html_page', title: '502 Bad Gateway' });
    expect(error.message).toContain('GET /ads/platform_a/filters answered HTTP 502');
  });

  it('reports JSON that breaks off before its end', async () => {
    const whole = JSON.stringify({ status: 'ok', meta: { code: 1000, message: null }, data: EMPTY_PAGE });
    server.respond((_, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(whole.slice(0, whole.length - 20)),
    );
    const error = await unexpected(client.search('platform_a', {}));
    expect(error.problem).toEqual({ reason: 'truncated_json' });
    expect(error.status).toBe(200);
  });

  it('reports a body that is not JSON, with an excerpt that masks the key', async () => {
    server.respond((_, response) =>
      response.writeHead(500, { 'content-type': 'text/plain' }).end(`upstream failed for key ${KEY}`),
    );
    const error = await unexpected(client.search('platform_a', {}));
    expect(error.problem).toEqual({ reason: 'not_json', excerpt: 'upstream failed for key ***' });
  });

  it('reports an empty body', async () => {
    server.respond((_, response) => response.writeHead(204).end());
    expect((await unexpected(client.filters('native'))).problem).toEqual({ reason: 'empty_body' });
  });

  it('reports a page of the wrong shape with the zod issue paths', async () => {
    server.json(200, { status: 'ok', meta: { code: 1000 }, data: { ...EMPTY_PAGE, current_page: 'one', ads: {} } });
    const error = await unexpected(client.search('native', {}));
    if (error.problem.reason !== 'schema_mismatch') throw new Error(error.problem.reason);
    const paths = error.problem.issues.map((i) => i.path);
    expect(paths).toContain('data.ads');
    expect(paths).toContain('data.current_page');
    expect(error.message).toContain('data.ads');
  });

  it('keeps the ads of a page that parse and lists the others with their position, id and first problem', async () => {
    const good = {
      id: 8,
      is_bookmarked: false,
      platform: 'native',
      owner: { id: 1, name: 'Acme', avatar_url: '/a.svg', is_verified: false },
      media: [],
      stats: [],
      metadata: [],
    };
    const noOwnerName = { ...good, id: 9, owner: { ...good.owner, name: 7 } };
    server.json(200, {
      status: 'ok',
      meta: { code: 1000 },
      data: { ...EMPTY_PAGE, current_page: 2, ads: [good, noOwnerName, 'an ad?'] },
    });
    const page = await client.search('native', {});
    expect(page.ads.map((ad) => ad.id)).toEqual([8]);
    expect(page.unreadable).toEqual([
      { page: 2, position: 1, id: 9, problem: expect.stringMatching(/^owner\.name: /) },
      { page: 2, position: 2, problem: expect.stringMatching(/^\(root\): /) },
    ]);
  });

  it('reads an unknown item action as none and an unknown lock as "not available yet"', async () => {
    const filter = (extra: Record<string, unknown>) => ({ key: 'gender', component: 'StringMulti', ...extra });
    server.json(200, {
      status: 'ok',
      meta: { code: 1000 },
      data: {
        label: 'Filters',
        filters: [
          filter({ component_data: { items: [{ key: 0, label: 'All', action: 'SOMETHING_NEWER' }] } }),
          filter({ key: 'age', disabled: 'enterprise_plan', component_data: { action: 'ALSO_NEW' } }),
        ],
      },
    });
    const group = await client.filters('native');
    expect(group.filters[0]!.component_data.items?.[0]?.action).toBeNull();
    expect(group.filters[1]).toMatchObject({ disabled: 'coming_soon', component_data: { action: null } });
  });

  it('reports JSON that is no envelope at all, e.g. a gateway error object', async () => {
    server.json(503, { error: 'Service Unavailable' });
    const error = await unexpected(client.filters('native'));
    expect(error.status).toBe(503);
    expect(error.problem.reason).toBe('schema_mismatch');
  });

  it('ignores fields it does not know', async () => {
    server.json(200, {
      status: 'ok',
      meta: { code: 1000, trace: 'x' },
      data: { ...EMPTY_PAGE, cursor: 'later' },
      v: 3,
    });
    await expect(client.search('native', {})).resolves.toMatchObject(EMPTY_PAGE);
  });
});

describe('failed envelopes', () => {
  it('carry code, HTTP status, message and Retry-After', async () => {
    server.json(
      429,
      { status: 'failed', meta: { code: 1009, message: 'Too many requests' }, data: null },
      { 'retry-after': '7' },
    );
    const error = await failure(client.filters('native'));
    if (!isAdsClientError(error, 'api')) throw new Error(error.kind);
    expect([error.code, error.status, error.message, error.retryAfterSeconds]).toEqual([
      1009,
      429,
      'Too many requests',
      7,
    ]);
    expect(error.result).toBe('rate_limited');
  });

  it('never repeat the key even if a service echoes it', async () => {
    server.json(401, { status: 'failed', meta: { code: 1002, message: `unknown key ${KEY}` } });
    const error = await failure(client.filters('native'));
    expect(error.message).toBe('unknown key ***');
  });
});
