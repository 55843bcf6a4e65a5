import { describe, expect, it } from 'vitest';
import { formatCompact, formatCount, formatDuration, formatInteger } from '../../src/ads/format-number';

describe('formatCompact', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1_000, '1K'],
    [1_250, '1.3K'],
    [1_234_567, '1.2M'],
    [2_000_000_000, '2B'],
  ])('%d → %s', (value, expected) => {
    expect(formatCompact(value)).toBe(expected);
  });
});

describe('formatInteger', () => {
  it('groups thousands', () => {
    expect(formatInteger(1234567)).toBe('1,234,567');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [7, '0:07'],
    [95, '1:35'],
    [3725, '1:02:05'],
    [-3, '0:00'],
  ])('%d s → %s', (value, expected) => {
    expect(formatDuration(value)).toBe(expected);
  });
});

describe('formatCount', () => {
  it.each([
    [{ value: 1, relation: 'eq' } as const, '1 ad matches'],
    [{ value: 0, relation: 'eq' } as const, '0 ads match'],
    [{ value: 2, relation: 'eq' } as const, '2 ads match'],
    [{ value: 1234, relation: 'eq' } as const, '1,234 ads match'],
    [{ value: 1, relation: 'gte' } as const, '1+ ads match'],
  ])('%o → %s', (total, expected) => {
    expect(formatCount(total, 'ad matches', 'ads match')).toBe(expected);
  });
});
