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
