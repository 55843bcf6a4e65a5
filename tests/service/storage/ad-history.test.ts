import { describe, expect, it } from 'vitest';
import { dailyHistory } from '../../../src/service/storage/ad-history';

const DAY = 86_400_000;
const LAST = Date.UTC(2026, 0, 20, 15);

describe('dailyHistory', () => {
  it('covers every day from first to last seen and sums to the totals', () => {
    const points = dailyHistory(7, LAST - 9 * DAY, LAST, { impressions: 100_000, likes: 2_000, daysRunning: 10 });
    expect(points.map((p) => p.date)).toEqual(
      Array.from({ length: 10 }, (_, i) => new Date(LAST - (9 - i) * DAY).toISOString().slice(0, 10)),
    );
    expect(Math.abs(points.reduce((n, p) => n + p.impressions, 0) - 100_000)).toBeLessThanOrEqual(10);
    expect(Math.abs(points.reduce((n, p) => n + p.likes, 0) - 2_000)).toBeLessThanOrEqual(10);
  });

  it('keeps the last 90 days of a long run, with their share of the totals', () => {
    const points = dailyHistory(7, LAST - 299 * DAY, LAST, { impressions: 300_000, likes: 0, daysRunning: 300 });
    expect(points).toHaveLength(90);
    expect(points.at(-1)!.date).toBe('2026-01-20');
    expect(Math.abs(points.reduce((n, p) => n + p.impressions, 0) - 90_000)).toBeLessThanOrEqual(90);
  });

  it('is the same for the same ad and differs between ads', () => {
    const totals = { impressions: 50_000, likes: 500, daysRunning: 30 };
    expect(dailyHistory(1, LAST - 29 * DAY, LAST, totals)).toEqual(dailyHistory(1, LAST - 29 * DAY, LAST, totals));
    expect(dailyHistory(2, LAST - 29 * DAY, LAST, totals)).not.toEqual(dailyHistory(1, LAST - 29 * DAY, LAST, totals));
  });
});
