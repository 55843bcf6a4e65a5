import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdsClient } from '../../src/client/ads-client';
import { isAdsClientError } from '../../src/client/errors';
import { clientFailure } from './client-failure';
import { closedPort, startFaultServer } from './fault-server';

const KEY = 'sk_live_transport_secret';
let server: Awaited<ReturnType<typeof startFaultServer>>;

beforeAll(async () => {
  server = await startFaultServer();
});
afterAll(() => server.close());

function client(options: { timeoutMs?: number; fetch?: typeof fetch; baseUrl?: string } = {}) {
  return new AdsClient({ baseUrl: server.baseUrl('v2'), apiKey: KEY, authMode: 'query', ...options });
}

const failure = (call: Promise<unknown>) => clientFailure(call, KEY);

describe('timeouts', () => {
  it('end a request the server never answers', async () => {
    server.respond(() => {});
    const started = performance.now();
    const error = await failure(client({ timeoutMs: 150 }).filters('native'));
    expect(error.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('cover the body too: headers sent, body never finished', async () => {
    server.respond((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"status":"ok",');
    });
    const error = await failure(client().filters('native', { timeoutMs: 150 }));
    if (!isAdsClientError(error, 'timeout')) throw new Error(error.kind);
    expect(error.timeoutMs).toBe(150);
  });

  it('hold even with a fetch that ignores abort signals', async () => {
    const deaf: typeof fetch = () => new Promise(() => {});
    expect((await failure(client({ fetch: deaf, timeoutMs: 100 }).filters('native'))).kind).toBe('timeout');
  });
});

describe('caller aborts', () => {
  it('reject with aborted, not timeout', async () => {
    server.respond(() => {});
    const controller = new AbortController();
    const call = client({ timeoutMs: 5_000 }).search('platform_a', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect((await failure(call)).kind).toBe('aborted');
  });

  it('send nothing when the signal is already aborted', async () => {
    const before = server.requests.length;
    const error = await failure(client().filters('native', { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('aborted');
    expect(server.requests.length).toBe(before);
  });

  it('win over a later timeout, and a timeout wins over a later abort', async () => {
    server.respond(() => {});
    const controller = new AbortController();
    const call = client({ timeoutMs: 80 }).filters('native', { signal: controller.signal });
    const error = await failure(call);
    controller.abort();
    expect(error.kind).toBe('timeout');
  });
});

describe('network failures', () => {
  it('report connection refused as network, without the key', async () => {
    const port = await closedPort();
    const error = await failure(client({ baseUrl: `http://127.0.0.1:${port}/api/v1` }).filters('native'));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/ECONNREFUSED/);
  });

  it('report a connection dropped mid-body as network', async () => {
    server.respond((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' });
      response.write('{"status":"ok","meta":');
      setTimeout(() => response.socket?.destroy(), 20);
    });
    expect((await failure(client().filters('native'))).kind).toBe('network');
  });
});

describe('keys in failures', () => {
  it('are masked even when the fetch error quotes the URL that carried them', async () => {
    const secret = 'key with spaces/+&=';
    const ads = new AdsClient({ baseUrl: 'http://[bad host/api/v2', apiKey: secret, authMode: 'query' });
    const error = await failure(ads.filters('native'));
    expect(error.kind).toBe('network');
    for (const spelling of [
      secret,
      encodeURIComponent(secret),
      new URLSearchParams({ k: secret }).toString().slice(2),
    ]) {
      expect(error.message).not.toContain(spelling);
    }
  });
});
