import { describe, expect, it } from 'vitest';
import { bucketStart, intervalForSpan, MAX_DAY_SPAN, rollUp } from '../../src/service/histogram-buckets';

describe('histogram buckets', () => {
  it('start on the day, the ISO week’s Monday, or the month’s first', () => {
    expect(bucketStart('2026-03-05', 'day')).toBe('2026-03-05');
    expect(bucketStart('2026-03-05', 'week')).toBe('2026-03-02');
    expect(bucketStart('2026-03-01', 'week')).toBe('2026-02-23');
    expect(bucketStart('2026-03-05', 'month')).toBe('2026-03-01');
  });

  it('choose the narrowest interval that keeps the span compact', () => {
    expect(intervalForSpan([])).toBe('day');
    expect(intervalForSpan(['2026-01-01', '2026-01-31'])).toBe('day');
    const late = new Date(Date.parse('2026-01-01') + (MAX_DAY_SPAN + 1) * 86_400_000).toISOString().slice(0, 10);
    expect(intervalForSpan(['2026-01-01', late])).toBe('week');
    expect(intervalForSpan(['2025-01-01', '2026-06-01'])).toBe('month');
  });

  it('roll days up oldest first, with the empty buckets between, split per platform when asked', () => {
    const days = [
      { day: '2026-03-05', platform: 'native', count: 2 },
      { day: '2026-03-03', platform: 'display', count: 1 },
      { day: '2026-03-20', platform: 'native', count: 4 },
    ];
    expect(rollUp(days, 'week', true)).toEqual([
      { start: '2026-03-02', count: 3, by_platform: { native: 2, display: 1 } },
      { start: '2026-03-09', count: 0, by_platform: {} },
      { start: '2026-03-16', count: 4, by_platform: { native: 4 } },
    ]);
    expect(rollUp(days, 'month', false)).toEqual([{ start: '2026-03-01', count: 7 }]);
    expect(rollUp([], 'day', false)).toEqual([]);
  });
});
