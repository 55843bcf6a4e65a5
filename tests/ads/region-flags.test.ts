import { describe, expect, it } from 'vitest';
import { countryCodeOfFlag, flagEmoji } from '../../src/ads/region-flags';

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

describe('flagEmoji', () => {
  it('spells a country code with regional indicator symbols', () => {
    expect(flagEmoji('US')).toBe('\u{1F1FA}\u{1F1F8}');
    expect(flagEmoji('de')).toBe('\u{1F1E9}\u{1F1EA}');
  });

  it('leaves anything but two letters as is', () => {
    expect(flagEmoji('USA')).toBe('USA');
    expect(flagEmoji('1A')).toBe('1A');
  });
});
