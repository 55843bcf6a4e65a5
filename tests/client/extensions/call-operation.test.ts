import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from '../../../src/contract/zod';
import { AdsClient } from '../../../src/client/ads-client';
import { callOperation } from '../../../src/client/extensions/call-operation';
import { operationTable } from '../../../src/contract/extensions/extension-operation';
import { startFaultServer, type CapturedRequest } from '../fault-server';

/** A table exercising what a call is built from: parameters, a query with an enum, a body, a keyless read. */
const OPS = operationTable('similar', {
  find: {
    method: 'get',
    path: '/things/:platform/:thing/near',
    data: z.looseObject({ n: z.int() }),
    query: {
      page: { schema: { type: 'integer', minimum: 1 }, description: 'A page' },
      kind: { schema: { type: 'string', enum: ['a', 'b'] }, description: 'A kind' },
    },
  },
  name: {
    method: 'post',
    path: '/things/:thing',
    data: z.looseObject({ name: z.string() }),
    body: z.strictObject({ name: z.string() }),
  },
  open: { method: 'get', path: '/open/:token', data: z.looseObject({}), keyless: true },
});

const ok = (data: unknown) => ({ status: 'ok', meta: { code: 1000, message: null }, data });
let server: Awaited<ReturnType<typeof startFaultServer>>;
beforeAll(async () => {
  server = await startFaultServer();
});
beforeEach(() => {
  server.requests.length = 0;
});
afterAll(() => server.close());

const client = () => new AdsClient({ baseUrl: server.baseUrl('v2'), apiKey: 'key' });
function only(): CapturedRequest {
  expect(server.requests).toHaveLength(1);
  return server.requests[0]!;
}

describe('callOperation', () => {
  it('fills the route pattern, sends the query in the table’s order without absent values, and parses data', async () => {
    server.json(200, ok({ n: 3 }));
    const data = await callOperation(client(), OPS.find, {
      params: { platform: 'platform_a', thing: 7 },
      query: { kind: 'b', page: 2 },
    });
    expect(data).toEqual({ n: 3 });
    const sent = only();
    expect(sent.method).toBe('GET');
    expect(sent.url.pathname).toBe('/api/v2/things/platform_a/7/near');
    expect(sent.url.search).toBe('?page=2&kind=b');

    server.requests.length = 0;
    server.json(200, ok({ n: 1 }));
    await callOperation(client(), OPS.find, { params: { platform: 'native', thing: 1 }, query: { page: 1 } });
    expect(only().url.search).toBe('?page=1');
  });

  it('sends the body as JSON, and no key to a keyless operation', async () => {
    server.json(200, ok({ name: 'x' }));
    await callOperation(client(), OPS.name, { params: { thing: 1 }, body: { name: 'x' } });
    expect(JSON.parse(only().body)).toEqual({ name: 'x' });

    server.requests.length = 0;
    server.json(200, ok({}));
    await callOperation(client(), OPS.open, { params: { token: 'a/b' } });
    const sent = only();
    expect(sent.url.pathname).toBe('/api/v2/open/a%2Fb');
    expect(sent.headers['x-api-key']).toBeUndefined();
  });

  it('rejects an answer its schema refuses', async () => {
    server.json(200, ok({ n: 'three' }));
    const thing = { platform: 'platform_a', thing: 7 } as const;
    await expect(callOperation(client(), OPS.find, { params: thing })).rejects.toMatchObject({
      kind: 'unexpected_response',
    });
  });

  it('types the call from the table entry', () => {
    const typed = (call: () => unknown) => call;
    // @ts-expect-error -- `thing` is missing
    typed(() => callOperation(client(), OPS.find, { params: { platform: 'platform_a' } }));
    // @ts-expect-error -- `c` is not a kind of the query's enum
    typed(() => callOperation(client(), OPS.find, { params: { platform: 'native', thing: 1 }, query: { kind: 'c' } }));
    // @ts-expect-error -- the body's `name` is text
    typed(() => callOperation(client(), OPS.name, { params: { thing: 1 }, body: { name: 1 } }));
    expect(server.requests).toHaveLength(0);
  });
});
