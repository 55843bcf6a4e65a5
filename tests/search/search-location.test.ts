import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEGA, PLATFORM_KEYS } from '../../src/contract/platforms';
import { formatSearchLocation, parseSearchLocation } from '../../src/search/search-location';

describe('formatSearchLocation', () => {
  it('writes a readable link with `ad` last', () => {
    const params = new URLSearchParams([
      ['gender', '1,2'],
      ['search_field', 'text:red shoes,without_owner:acme'],
      ['days_running', '10..'],
      ['advanced_order', 'web_traffic.desc'],
    ]);
    expect(formatSearchLocation('platform_a', params, 42)).toBe(
      '/platform_a?gender=1,2&search_field=text:red+shoes,without_owner:acme&days_running=10..&advanced_order=web_traffic.desc&ad=42',
    );
  });

  it('has no query without parameters, and never two `ad`s', () => {
    expect(formatSearchLocation(MEGA, new URLSearchParams(), null)).toBe('/mega');
    expect(formatSearchLocation('native', new URLSearchParams('ad=1'), 2)).toBe('/native?ad=2');
  });

  it('keeps escaped separators escaped', () => {
    expect(formatSearchLocation('display', new URLSearchParams([['search_field', 'text:a%2Cb']]), null)).toBe(
      '/display?search_field=text:a%252Cb',
    );
  });
});

describe('parseSearchLocation', () => {
  it('reads platform, filter parameters in order, and the ad', () => {
    const { location, dropped } = parseSearchLocation('/platform_g', '?days_running=10..90&ad=7&os=1,2');
    expect(dropped).toEqual([]);
    expect(location?.platform).toBe('platform_g');
    expect(location?.ad).toBe(7);
    expect([...location!.params]).toEqual([
      ['days_running', '10..90'],
      ['os', '1,2'],
    ]);
  });

  it('has no location at the root', () => {
    expect(parseSearchLocation('/', '?gender=1')).toEqual({ location: null, dropped: [] });
  });

  it('reports a path that names no platform', () => {
    expect(parseSearchLocation('/platform_z', '')).toEqual({
      location: null,
      dropped: [{ name: 'platform', value: 'platform_z', reason: 'not a platform' }],
    });
    expect(parseSearchLocation('/platform_a/extra', '').location).toBeNull();
    expect(parseSearchLocation('/%E0%A4', '').dropped[0]?.value).toBe('%E0%A4');
  });

  it.each(['0', '-3', 'abc', '1.5', '9999999999999999'])('drops ad=%s', (value) => {
    const { location, dropped } = parseSearchLocation('/platform_b', `?ad=${value}`);
    expect(location?.ad).toBeNull();
    expect(dropped).toEqual([{ name: 'ad', value, reason: 'not an ad id' }]);
  });

  it('keeps the first ad and reports the others', () => {
    const { location, dropped } = parseSearchLocation('/platform_b', '?ad=3&ad=4');
    expect(location?.ad).toBe(3);
    expect(dropped).toEqual([{ name: 'ad', value: '4', reason: 'given more than once' }]);
  });

  it('never throws, whatever the path and query', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (pathname, search) => {
        expect(() => parseSearchLocation(pathname, search)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips any parameters through format and a browser URL', () => {
    const platform = fc.constantFrom(MEGA, ...PLATFORM_KEYS);
    const entries = fc.array(
      fc.tuple(
        fc.string({ unit: 'grapheme' }).filter((name) => !['ad', 'compare', 'density', 'view'].includes(name)),
        fc.string({ unit: 'grapheme' }),
      ),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(platform, entries, fc.option(fc.integer({ min: 1 })), (key, pairs, ad) => {
        const url = new URL(formatSearchLocation(key, new URLSearchParams(pairs), ad), 'https://explorer.example');
        const { location, dropped } = parseSearchLocation(url.pathname, url.search);
        expect(dropped).toEqual([]);
        expect(location?.platform).toBe(key);
        expect(location?.ad).toBe(ad);
        expect([...location!.params]).toEqual(pairs);
      }),
      { numRuns: 500 },
    );
  });
});
