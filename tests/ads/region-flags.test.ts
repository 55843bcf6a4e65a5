import { describe, expect, it } from 'vitest';
import { countryCodeOfFlag } from '../../src/ads/region-flags';

describe('countryCodeOfFlag', () => {
  it.each([
    ['us', 'US'],
    ['US', 'US'],
    ['flag-de', 'DE'],
    ['fi fi-fr', 'FR'],
    ['flags/jp.svg', 'JP'],
    ['flag_br.png', 'BR'],
    ['flag-uk', 'GB'],
  ])('%s → %s', (name, code) => {
    expect(countryCodeOfFlag(name)).toBe(code);
  });

  it.each(['', 'flag', 'usa', 'flag-usa', '12', 'x'])('finds no country in %j', (name) => {
    expect(countryCodeOfFlag(name)).toBeNull();
  });
});
