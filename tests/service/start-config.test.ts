import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/service/config';

describe('the render limits npm start reads', () => {
  it('takes each limit from the environment and leaves the others to their defaults', () => {
    expect(readConfig({}, []).rendering).toEqual({});
    const env = { RENDER_BUDGET_MS: '30000', RENDER_CONCURRENCY: '4', RENDER_ADDRESS_LIMIT: '0' };
    expect(readConfig(env, []).rendering).toEqual({ budgetMs: 30_000, concurrency: 4, perAddressPerMinute: 0 });
  });

  it('refuses a budget that is not a positive number of milliseconds', () => {
    expect(() => readConfig({ RENDER_BUDGET_MS: '0' }, [])).toThrow(/RENDER_BUDGET_MS/);
    expect(() => readConfig({ RENDER_CONCURRENCY: 'two' }, [])).toThrow(/RENDER_CONCURRENCY/);
  });
});

describe('the demo account limit npm start reads', () => {
  it('takes DEMO_ACCOUNTS_PER_MINUTE, and leaves the default without it', () => {
    expect(readConfig({}, []).demoAccountsPerMinute).toBeUndefined();
    expect(readConfig({ DEMO_ACCOUNTS_PER_MINUTE: '50' }, []).demoAccountsPerMinute).toBe(50);
    expect(() => readConfig({ DEMO_ACCOUNTS_PER_MINUTE: '0' }, [])).toThrow(/DEMO_ACCOUNTS_PER_MINUTE/);
  });
});

describe('the webhook settings npm start reads', () => {
  it('takes the allowed hosts, the round interval and the first retry’s wait, with their defaults', () => {
    expect(readConfig({}, [])).toMatchObject({
      webhookAllowHosts: [],
      webhookIntervalMs: 10_000,
      webhookRetryMs: 30_000,
    });
    const env = {
      WEBHOOK_ALLOW_HOSTS: ' 127.0.0.1, Hooks.Internal ,[::1]',
      WEBHOOK_INTERVAL_MS: '250',
      WEBHOOK_RETRY_MS: '500',
    };
    expect(readConfig(env, [])).toMatchObject({
      webhookAllowHosts: ['127.0.0.1', 'hooks.internal', '::1'],
      webhookIntervalMs: 250,
      webhookRetryMs: 500,
    });
    expect(() => readConfig({ WEBHOOK_INTERVAL_MS: '0' }, [])).toThrow(/WEBHOOK_INTERVAL_MS/);
    expect(() => readConfig({ WEBHOOK_RETRY_MS: 'soon' }, [])).toThrow(/WEBHOOK_RETRY_MS/);
  });
});

describe('the trusted proxies npm start reads', () => {
  it('takes TRUSTED_PROXIES as addresses written as the limits count them, and none without it', () => {
    expect(readConfig({}, []).trustedProxies).toEqual([]);
    expect(readConfig({ TRUSTED_PROXIES: ' 127.0.0.1, ::FFFF:10.0.0.2,,::1 ' }, []).trustedProxies).toEqual([
      '127.0.0.1',
      '10.0.0.2',
      '::1',
    ]);
  });
});
