import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdsClient } from '../../src/client/ads-client';
import type { AuthMode } from '../../src/client/auth';
import { isAdsClientError, type ApiError } from '../../src/client/errors';
import { startTestService, type TestService } from '../utils/service';

let service: TestService;

beforeAll(async () => {
  service = await startTestService({ ads: 60 });
});
afterAll(() => service?.close());

function client(apiKey: string, options: { version?: 'v1' | 'v2'; authMode?: AuthMode } = {}) {
  return new AdsClient({ baseUrl: service.baseUrl(options.version ?? 'v2'), apiKey, authMode: options.authMode });
}

async function apiError(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (isAdsClientError(error, 'api')) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

describe.each(['header', 'query', 'body'] as const)('%s auth against the real service', (authMode) => {
  it.each(['v1', 'v2'] as const)('%s accepts a valid key on GET and POST', async (version) => {
    const ads = client('demo-pro', { version, authMode });
    await expect(ads.filters('platform_e')).resolves.toMatchObject({ filters: expect.any(Array) });
    await expect(ads.search('platform_e', {})).resolves.toMatchObject({ current_page: 1 });
  });

  it('sends the key where the service reads it: a wrong key is refused as invalid (1002), not missing', async () => {
    const secret = 'sk_wrong_0123456789';
    const ads = client(secret, { authMode });
    for (const call of [ads.filters('platform_e'), ads.search('platform_e', {})]) {
      const error = await apiError(call);
      expect([error.code, error.status, error.result]).toEqual([1002, 401, 'invalid_key']);
      expect(error.message).not.toContain(secret);
    }
  });
});

describe('API errors from the real service', () => {
  it('no key is a missing key (1001)', async () => {
    const error = await apiError(client('').filters('platform_a'));
    expect([error.code, error.status]).toEqual([1001, 401]);
  });

  it('a validation failure (1004) carries its field errors', async () => {
    const error = await apiError(client('demo-pro').search('platform_a', { page: 0, fields: { gender: ['x'] } }));
    expect([error.code, error.status, error.result]).toEqual([1004, 422, 'validation_failed']);
    expect(error.fieldErrors.map((f) => f.field).sort()).toEqual(['gender', 'page']);
    expect(error.fieldErrors.every((f) => f.message.length > 0)).toBe(true);
  });

  it.each(['v1', 'v2'] as const)('%s: an ad that does not exist is not found (1006)', async (version) => {
    const error = await apiError(client('demo-pro', { version }).adDetail({ platform: 'platform_d', id: 987_654_321 }));
    expect([error.code, error.status, error.result]).toEqual([1006, 404, 'not_found']);
  });

  it('a filter without API options is not found (1006)', async () => {
    const error = await apiError(client('demo-pro').filterItems('platform_b', 'interests', { search: 'a' }));
    expect(error.code).toBe(1006);
  });

  it('a filter above the key plan is forbidden (1003)', async () => {
    const error = await apiError(client('demo-free').search('platform_a', { fields: { impressions: [1000] } }));
    expect([error.code, error.status, error.result]).toEqual([1003, 403, 'plan_forbidden']);
  });

  it('a last_hit from the future is refused (1011)', async () => {
    const future = Math.floor(Date.now() / 1000) + 3600;
    const error = await apiError(client('demo-pro').search('platform_a', { page: 2, last_hit: future }));
    expect([error.code, error.status, error.result]).toEqual([1011, 400, 'invalid_last_hit']);
  });
});
