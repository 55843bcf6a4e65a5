import { describe, expect, it } from 'vitest';
import { AdsClient } from '../../src/client/ads-client';
import { ConfigError, isAdsClientError } from '../../src/client/errors';

const fetchNever: typeof fetch = () => Promise.reject(new Error('no request may be sent'));

function client(baseUrl: string, extra: Partial<ConstructorParameters<typeof AdsClient>[0]> = {}) {
  return new AdsClient({ baseUrl, apiKey: 'k', fetch: fetchNever, ...extra });
}

describe('AdsClient configuration', () => {
  it.each([
    ['http://localhost:5173/api/v1', 'v1'],
    ['http://localhost:5173/api/v2', 'v2'],
    ['http://localhost:5173/api/v2/', 'v2'],
    ['/api/v1', 'v1'],
  ] as const)('reads the version of %s', (baseUrl, version) => {
    expect(client(baseUrl).version).toBe(version);
  });

  it.each(['http://localhost:5173/api', 'http://localhost:5173/api/v3', 'http://h/api/v2?x=1', ''])(
    'refuses the base URL %j',
    (baseUrl) => {
      expect(() => client(baseUrl)).toThrow(ConfigError);
    },
  );

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31])('refuses timeoutMs %s', (timeoutMs) => {
    expect(() => client('http://h/api/v2', { timeoutMs })).toThrow(ConfigError);
  });

  it('refuses a mega search and mega filters in v1 without sending a request', async () => {
    const v1 = client('http://h/api/v1');
    await expect(v1.search('mega', {})).rejects.toSatisfy((e) => isAdsClientError(e, 'config'));
    await expect(v1.filters('mega')).rejects.toSatisfy((e) => isAdsClientError(e, 'config'));
  });

  it('answers a look-up by no ids with no options and no request', async () => {
    await expect(client('http://h/api/v2').filterItems('native', 'publishers', { ids: [] })).resolves.toEqual([]);
  });
});

describe('configuration errors', () => {
  it('never repeat the key, even one pasted into the base URL', () => {
    expect(() => new AdsClient({ baseUrl: 'http://h/api?api_key=sk_1', apiKey: 'sk_1' })).toThrow(
      'The base URL must end in /v1 or /v2: http://h/api?api_key=***',
    );
  });
});
