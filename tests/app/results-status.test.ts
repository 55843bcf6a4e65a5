import { describe, expect, it } from 'vitest';
import { resultsStatus } from '../../src/app/results-status';

describe('resultsStatus', () => {
  it('says how far the loaded results go', () => {
    expect(resultsStatus({ count: 0, loading: true, hasNextPage: false })).toBe('Searching…');
    expect(resultsStatus({ count: 54, loading: false, hasNextPage: true })).toBe('54 ads loaded · more below');
    expect(resultsStatus({ count: 1, loading: false, hasNextPage: false })).toBe('1 ad loaded · end of results');
    expect(resultsStatus({ count: 1200, loading: false, hasNextPage: false })).toBe(
      '1,200 ads loaded · end of results',
    );
    expect(resultsStatus({ count: 0, loading: false, hasNextPage: false })).toBe('No ads');
  });

  it('puts the total beside what is loaded when the service counts', () => {
    const progress = { loading: false, hasNextPage: true };
    expect(resultsStatus({ ...progress, count: 18, total: { value: 1234, relation: 'eq' } })).toBe(
      '1,234 ads · 18 loaded',
    );
    expect(resultsStatus({ ...progress, count: 36, total: { value: 10_000, relation: 'gte' } })).toBe(
      '10,000+ ads · 36 loaded',
    );
    expect(resultsStatus({ count: 1, loading: false, hasNextPage: false, total: { value: 1, relation: 'eq' } })).toBe(
      '1 ad · all loaded',
    );
    expect(resultsStatus({ count: 0, loading: false, hasNextPage: false, total: { value: 0, relation: 'eq' } })).toBe(
      'No ads',
    );
  });
});
