import { describe, expect, it } from 'vitest';
import { countryLabel, countryName, languageName } from '../../src/ads/display-names';

describe('display names', () => {
  it('names countries and languages in English', () => {
    expect(countryName('de')).toBe('Germany');
    expect(languageName('en')).toBe('English');
    expect(languageName('pt-BR')).toBe('Brazilian Portuguese');
  });

  it('gives codes it cannot name back unchanged', () => {
    expect(countryName('XY')).toBe('XY');
    expect(languageName('not a code!')).toBe('not a code!');
  });

  it('labels two-letter countries with their flag', () => {
    expect(countryLabel('FR')).toBe('France (FR)');
    expect(countryLabel('Europe')).toBe('Europe');
  });
});
