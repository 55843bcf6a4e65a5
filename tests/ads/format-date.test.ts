import { describe, expect, it } from 'vitest';
import { formatDate, formatDay } from '../../src/ads/format-date';

describe('formatDate', () => {
  it('prints ISO dates and date-times as calendar days in UTC', () => {
    expect(formatDate('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatDate('2026-03-05T23:59:00Z')).toBe('Mar 5, 2026');
    expect(formatDate('2026-03-05T23:30:00-05:00')).toBe('Mar 6, 2026');
  });

  it('returns text that is not a date unchanged', () => {
    expect(formatDate('3 days ago')).toBe('3 days ago');
  });
});

describe('formatDay', () => {
  it('prints a short day for chart axes', () => {
    expect(formatDay('2026-01-31')).toBe('Jan 31');
    expect(formatDay('soon')).toBe('soon');
  });
});
