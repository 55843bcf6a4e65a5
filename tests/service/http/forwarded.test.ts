import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { listen, type Listening } from '../../../src/service/http/listen';
import { clientAddress } from '../../../src/service/http/rate-limit';

/** A server that answers what the service would read of each request: its client's address and origin. */
function echo(trustedProxies: string[]): Promise<Listening> {
  const app = new Hono();
  app.all('/echo', async (c) =>
    c.json({ address: clientAddress(c), origin: new URL(c.req.url).origin, body: await c.req.text() }),
  );
  return listen(app.fetch, 0, '127.0.0.1', trustedProxies);
}

let server: Listening | undefined;
afterEach(() => server?.close());

async function ask(headers: Record<string, string>, init: RequestInit = {}) {
  const response = await fetch(`http://127.0.0.1:${server!.port}/echo`, { ...init, headers });
  return (await response.json()) as { address: string; origin: string; body: string };
}

const FORWARDED = {
  'x-forwarded-for': '198.51.100.7, 203.0.113.9',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'ads.example.com',
};

describe('requests from a trusted reverse proxy (TRUSTED_PROXIES)', () => {
  it('are read as the client sent them: its address, and the protocol and host it asked for', async () => {
    server = await echo(['127.0.0.1']);
    expect(await ask(FORWARDED)).toEqual({ address: '203.0.113.9', origin: 'https://ads.example.com', body: '' });
  });

  it('take the nearest address that is not a trusted proxy, and keep the body', async () => {
    server = await echo(['127.0.0.1', '10.0.0.2']);
    const answer = await ask(
      { 'x-forwarded-for': '198.51.100.7, 203.0.113.9, 10.0.0.2', 'content-type': 'application/json' },
      { method: 'POST', body: '{"page":1}' },
    );
    expect(answer).toEqual({ address: '203.0.113.9', origin: `http://127.0.0.1:${server.port}`, body: '{"page":1}' });
  });

  it('ignore a forwarded host that is not one', async () => {
    server = await echo(['127.0.0.1']);
    const answer = await ask({ ...FORWARDED, 'x-forwarded-host': 'evil.example/path?x=' });
    expect(answer.origin).toBe('https://127.0.0.1:' + server.port);
  });
});

describe('forwarded headers from anyone else', () => {
  it('are ignored: a client can write them', async () => {
    server = await echo(['10.0.0.1']);
    expect(await ask(FORWARDED)).toEqual({ address: '127.0.0.1', origin: `http://127.0.0.1:${server.port}`, body: '' });
  });
});
