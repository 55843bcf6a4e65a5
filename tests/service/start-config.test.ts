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
