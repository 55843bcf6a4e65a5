import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdsClient } from '../../src/client/ads-client';
import { startTestService, type TestService } from '../utils/service';
import { startFaultServer } from './fault-server';

let service: TestService;
let bare: TestService;
beforeAll(async () => {
  [service, bare] = await Promise.all([
    startTestService({ ads: 40 }),
    startTestService({ ads: 40, extensions: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([service?.close(), bare?.close()]);
});

const client = (baseUrl: string) => new AdsClient({ baseUrl, apiKey: 'demo-pro' });

describe('AdsClient.capabilities', () => {
  it('lists what a v2 deployment offers, and nothing on one without the extensions', async () => {
    expect(await client(service.baseUrl('v2')).capabilities()).toContain('totals');
    expect(await client(bare.baseUrl('v2')).capabilities()).toEqual([]);
  });

  it('offers nothing on v1 without asking, nor on a service that has no such operation', async () => {
    const fault = await startFaultServer();
    try {
      expect(await client(fault.baseUrl('v1')).capabilities()).toEqual([]);
      expect(fault.requests).toHaveLength(0);
      fault.json(404, { status: 'failed', meta: { code: 1006, message: 'Not found' }, data: null });
      expect(await client(fault.baseUrl('v2')).capabilities()).toEqual([]);
      fault.respond((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>'));
      expect(await client(fault.baseUrl('v2')).capabilities()).toEqual([]);
      expect(fault.requests.map((r) => r.url.pathname)).toEqual(['/api/v2/capabilities', '/api/v2/capabilities']);
    } finally {
      await fault.close();
    }
  });

  it('rejects an answer that does not say whether the operation exists: a database restarting, a limit, a proxy failing', async () => {
    const fault = await startFaultServer();
    const failed = (code: number, message: string) => ({ status: 'failed', meta: { code, message }, data: null });
    try {
      fault.json(503, failed(1013, 'The database cannot be reached'), { 'retry-after': '3' });
      await expect(client(fault.baseUrl('v2')).capabilities()).rejects.toMatchObject({ kind: 'api', code: 1013 });
      fault.json(429, failed(1009, 'Too many requests'), { 'retry-after': '5' });
      await expect(client(fault.baseUrl('v2')).capabilities()).rejects.toMatchObject({ kind: 'api', code: 1009 });
      fault.respond((_, response) =>
        response.writeHead(502, { 'content-type': 'text/html' }).end('<title>Bad Gateway</title>'),
      );
      await expect(client(fault.baseUrl('v2')).capabilities()).rejects.toMatchObject({ kind: 'unexpected_response' });
    } finally {
      await fault.close();
    }
  });
});
