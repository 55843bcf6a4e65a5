import { describe, expect, it } from 'vitest';
import { formatAmount, outOfRange, readAmount } from '../../../src/filters/widgets/amount-text';

describe('readAmount', () => {
  it.each([
    ['2,500,000', 2_500_000],
    ['2.5M', 2_500_000],
    ['1m', 1_000_000],
    ['10k', 10_000],
    ['1.1k', 1100],
    ['3b', 3_000_000_000],
    ['2\u202f500\u00a0000', 2_500_000],
    ['1_000', 1000],
    ['.5', 0.5],
    ['-3', -3],
    ['-0', 0],
    ['007', 7],
  ])('reads %j as %d', (text, value) => {
    expect(readAmount(text)).toEqual({ kind: 'number', value });
  });

  it.each(['2,5', '1,0000', 'abc', '1e5', 'k', '-', '1.2.3', '10kk', '1,000.5.5', '5%'])('refuses %j', (text) => {
    expect(readAmount(text)).toEqual({ kind: 'invalid' });
  });

  it('reads blank text as no number', () => {
    expect(readAmount('  ')).toEqual({ kind: 'blank' });
  });
});

describe('formatAmount and outOfRange', () => {
  it('groups thousands', () => {
    expect(formatAmount(2_500_000)).toBe('2,500,000');
    expect(formatAmount(1250.5)).toBe('1,250.5');
  });

  it('names the allowed range, or nothing inside it', () => {
    expect(outOfRange(400, 0, 365)).toBe('Enter a number from 0 to 365');
    expect(outOfRange(-1, 0, null)).toBe('Enter a number of at least 0');
    expect(outOfRange(20_000, null, 10_000)).toBe('Enter a number of at most 10,000');
    expect(outOfRange(365, 0, 365)).toBeNull();
    expect(outOfRange(5, null, null)).toBeNull();
  });
});
