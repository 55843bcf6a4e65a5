import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../../src/service/storage/relative-time';

const NOW = 1_800_000_000;
const ago = (seconds: number) => relativeTime((NOW - seconds) * 1000, NOW);

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [60, '1 minute ago'],
    [3_599, '59 minutes ago'],
    [3_600, '1 hour ago'],
    [86_399, '23 hours ago'],
    [86_400, '1 day ago'],
    [29 * 86_400, '29 days ago'],
    [30 * 86_400, '1 month ago'],
    [400 * 86_400, '1 year ago'],
    [800 * 86_400, '2 years ago'],
  ])('%i s before is "%s"', (seconds, text) => {
    expect(ago(seconds)).toBe(text);
  });

  it('reads an instant after the reference as just now', () => {
    expect(relativeTime((NOW + 30) * 1000, NOW)).toBe('just now');
  });
});
