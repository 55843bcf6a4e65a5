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
});
