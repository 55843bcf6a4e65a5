import { describe, expect, it } from 'vitest';
import { adDetailQueryOptions } from '../../src/ads/ad-detail-query';
import { createConnection } from '../../src/client/connection';
import { isAdsClientError } from '../../src/client/errors';
import { filterItemsQueryOptions } from '../../src/filters/api-options';
import { filtersQueryOptions } from '../../src/search/filters-query';
import { searchInfiniteQueryOptions } from '../../src/search/search-query';

const options = { baseUrl: 'http://127.0.0.1:9/api/v2/', apiKey: 'secret-key-123', authMode: 'query' as const };

describe('createConnection', () => {
  it('reads the version and normalises the base URL once', () => {
    const connection = createConnection(options);
    expect(connection).toMatchObject({ baseUrl: 'http://127.0.0.1:9/api/v2', version: 'v2', authMode: 'query' });
    expect(connection.client.version).toBe('v2');
    expect(createConnection({ ...options, baseUrl: 'http://127.0.0.1:9/api/v1', authMode: undefined })).toMatchObject({
      version: 'v1',
      authMode: 'header',
    });
  });

  it('gives the same settings the same id, never with the key in it', () => {
    const a = createConnection(options);
    expect(createConnection({ ...options, baseUrl: 'http://127.0.0.1:9/api/v2' }).id).toBe(a.id);
    expect(a.id).not.toContain(options.apiKey);
    expect(a.id).toContain(a.keyFingerprint);
  });

  it.each([
    ['base URL', { baseUrl: 'http://127.0.0.1:9/api/v1' }],
    ['auth mode', { authMode: 'header' as const }],
    ['key', { apiKey: 'another-key' }],
  ])('tells connections apart by %s', (_, change) => {
    expect(createConnection({ ...options, ...change }).id).not.toBe(createConnection(options).id);
  });

  it('refuses a base URL without a version with a config error', () => {
    let thrown: unknown;
    try {
      createConnection({ ...options, baseUrl: 'http://127.0.0.1:9/api' });
    } catch (error) {
      thrown = error;
    }
    expect(isAdsClientError(thrown, 'config')).toBe(true);
  });

  it('is what every query-option factory keys by', () => {
    const connection = createConnection(options);
    const keys = [
      filtersQueryOptions(connection, 'platform_a').queryKey,
      filterItemsQueryOptions(connection, { platform: 'platform_a', filter: 'interests' }, { search: 'yoga' }).queryKey,
      searchInfiniteQueryOptions(connection, 'platform_a', {}).queryKey,
      adDetailQueryOptions(connection, { platform: 'platform_a', id: 1 }).queryKey,
    ];
    expect(keys.map((key) => key[1])).toEqual([connection.id, connection.id, connection.id, connection.id]);
  });
});
