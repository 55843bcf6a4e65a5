import { describe, expect, it } from 'vitest';
import { compareFacts } from '../../../src/workspace/compare/compare-facts';
import { mergeHistories } from '../../../src/workspace/compare/merge-histories';
import { runningDays } from '../../../src/workspace/compare/running-days';
import { imageAdDetail } from '../../ads/fixtures/ads';

describe('comparing ads', () => {
  it('counts the days an ad ran, both ends included', () => {
    expect(runningDays('2026-03-01', '2026-03-01T12:00:00Z')).toBe(1);
    expect(runningDays('2026-03-01T08:00:00Z', '2026-03-10')).toBe(10);
    expect(runningDays('2026-03-10', '2026-03-01')).toBeNull();
    expect(runningDays(undefined, '2026-03-01')).toBeNull();
    expect(runningDays('soon', '2026-03-01')).toBeNull();
  });

  it('merges daily series by day, leaving a day an ad lacks empty', () => {
    const days = mergeHistories(
      [
        [
          { date: '2026-03-02', impressions: 20, likes: 1 },
          { date: '2026-03-01', impressions: 10, likes: 0 },
        ],
        [{ date: '2026-03-02', impressions: 5, likes: 0 }],
      ],
      ['ad0', 'ad1'],
    );
    expect(days).toEqual([
      { date: '2026-03-01', ad0: 10 },
      { date: '2026-03-02', ad0: 20, ad1: 5 },
    ]);
  });

  it('lays out counters with words, days running, countries and dates, one value per ad', () => {
    const other = {
      ...imageAdDetail,
      id: 2,
      stats: [{ tooltip: 'Comment', value: 1234, icon: 'comment' }],
      countries: undefined,
      first_seen: '2026-01-01',
      last_seen_at: '2026-01-31T10:00:00Z',
    };
    const facts = compareFacts([imageAdDetail, other]);
    const row = (label: string) => facts.find((fact) => fact.label === label)?.values;
    expect(row('Comments')).toEqual([expect.any(String), '1,234']);
    expect(row('Days running')?.[1]).toBe('31 days');
    expect(row('Countries')?.[1]).toBe('—');
    expect(row('First seen')?.[1]).toBe('Jan 1, 2026');
    expect(row('Last seen')?.[1]).toBe('Jan 31, 2026');
    for (const fact of facts) expect(fact.values).toHaveLength(2);
  });
});
