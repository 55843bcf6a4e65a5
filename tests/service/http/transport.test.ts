import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPageSchema } from '../../../src/contract/ads';
import { okEnvelopeSchema } from '../../../src/contract/envelope';
import { PATHS } from '../../../src/contract/paths';
import { postJson, request, startTestService, type TestService } from '../../utils/service';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 200 });
});
afterAll(() => service.close());

const filtersUrl = () => service.baseUrl('v2') + PATHS.v2.filters('platform_f');

describe('CORS', () => {
  it('answers a preflight for x-api-key and content-type from any origin', async () => {
    const response = await fetch(service.baseUrl('v2') + PATHS.v2.search('platform_f'), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://explorer.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-api-key, content-type',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/x-api-key/i);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/POST/);
    // The extensions write with PUT, PATCH and DELETE.
    expect(response.headers.get('access-control-allow-methods')).toMatch(/PUT.*PATCH.*DELETE/);
  });

  it('exposes Retry-After on answers', async () => {
    const answer = await request(filtersUrl(), {
      headers: { origin: 'https://explorer.example', 'x-api-key': 'demo-pro' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-expose-headers')).toMatch(/Retry-After/i);
  });
});

describe('security headers', () => {
  it('sets nosniff, no-referrer and no-store on API answers, failed ones too', async () => {
    for (const answer of [
      await request(filtersUrl(), { headers: { 'x-api-key': 'demo-pro' } }),
      await request(filtersUrl()),
    ]) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});

describe('compression', () => {
  it('compresses JSON answers of 1 KB and more for clients that accept it, and leaves small ones alone', async () => {
    for (const encoding of ['br', 'gzip']) {
      const big = await fetch(filtersUrl(), {
        headers: { 'x-api-key': 'demo-pro', 'accept-encoding': `${encoding}, identity` },
      });
      expect(big.headers.get('content-encoding')).toBe(encoding);
      expect(big.headers.get('vary')).toMatch(/accept-encoding/i);
      const compressed = Number(big.headers.get('content-length'));
      const body = JSON.stringify(await big.json());
      expect(body.length).toBeGreaterThan(1024);
      expect(compressed).toBeLessThan(body.length / 3);
    }

    // Past 64 KiB an answer is compressed off the request's thread; it reads the same.
    const documentUrl = `${service.baseUrl('v2')}/openapi.json`;
    const plain = await (await fetch(documentUrl, { headers: { 'accept-encoding': 'identity' } })).text();
    expect(plain.length).toBeGreaterThan(64 * 1024);
    for (const encoding of ['br', 'gzip']) {
      const large = await fetch(documentUrl, { headers: { 'accept-encoding': encoding } });
      expect(large.headers.get('content-encoding')).toBe(encoding);
      expect(Number(large.headers.get('content-length'))).toBeLessThan(plain.length / 3);
      expect(await large.text()).toBe(plain);
    }

    const small = await fetch(filtersUrl(), { headers: { 'accept-encoding': 'gzip' } });
    expect(small.status).toBe(401);
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});

describe('media', () => {
  it('serves the media an ad names, with long-lived caching, and 1006 for unknown names', async () => {
    const answer = await postJson(service.baseUrl('v2') + PATHS.v2.search('platform_f'), {}, 'demo-pro');
    const ad = okEnvelopeSchema(searchPageSchema).parse(answer.body).data.ads[0]!;
    for (const url of [ad.owner.avatar_url, ad.media[0]!.url]) {
      expect(url.startsWith(`${service.origin}/media/`)).toBe(true);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^(image|video)\//);
      expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    const missing = await request(`${service.origin}/media/..%2Fpackage.json`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 'failed', meta: { code: 1006 } });
  });

  it('answers a medium as an attachment when asked to download it, under its own name or a given one', async () => {
    const answer = await postJson(service.baseUrl('v2') + PATHS.v2.search('platform_f'), {}, 'demo-pro');
    const url = okEnvelopeSchema(searchPageSchema).parse(answer.body).data.ads[0]!.media[0]!.url;
    const own = url.slice(url.lastIndexOf('/') + 1);
    const extension = own.slice(own.lastIndexOf('.'));
    const inline = await fetch(url);
    expect(inline.headers.get('content-disposition')).toBeNull();
    const bytes = new Uint8Array(await inline.arrayBuffer());

    const plain = await fetch(`${url}?download=1`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-disposition')).toBe(`attachment; filename="${own}"`);
    expect(new Uint8Array(await plain.arrayBuffer())).toEqual(bytes);
    const named = await fetch(`${url}?download=acme-co-platform_f-7${extension}`);
    expect(named.headers.get('content-disposition')).toBe(`attachment; filename="acme-co-platform_f-7${extension}"`);
    expect(named.headers.get('content-type')).toBe(inline.headers.get('content-type'));

    for (const bad of ['x.exe', '../secret' + extension, 'a"b' + extension, '.hidden' + extension]) {
      const refused = await request(`${url}?download=${encodeURIComponent(bad)}`);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ status: 'failed', meta: { code: 1004, errors: [{ field: 'download' }] } });
    }
  });
});
