import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLATFORM_KEYS } from '../../../src/contract/platforms';
import { buildSearchFields } from '../../../src/filters/engine/request-fields';
import { formatSearchLocation, parseSearchLocation } from '../../../src/search/search-location';
import { decodeFilterParams, encodeFilterParams } from '../../../src/filters/engine/url-codec';
import { catalogue } from '../fixtures/catalogue';
import { stateArbitrary } from '../fixtures/valid-state-arbitrary';
import { expectSendable } from './helpers';

const group = catalogue();
const filterKeys = group.filters.map((filter) => filter.key);

/** Parameter values that look like link values, with the separators mixed in, plus any text. */
const linkishValue = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.stringMatching(/^[-\d.,:%a-z_ ]{0,24}$/),
  fc
    .array(
      fc.constantFrom(
        '1',
        '0',
        '..',
        ',',
        ':',
        '.',
        '%',
        '%2C',
        'text',
        'desc',
        'any',
        '2026-01-31',
        '-',
        'e5',
        'true',
      ),
    )
    .map((parts) => parts.join('')),
);
const anyParams = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...filterKeys, 'ad'), fc.string()), linkishValue), { maxLength: 12 })
  .map((entries) => new URLSearchParams(entries));

describe('saved-link laws', () => {
  it('decode(encode(s)) is s for every valid state, dropping nothing', () => {
    fc.assert(
      fc.property(stateArbitrary(group), (state) => {
        const decoded = decodeFilterParams(group, encodeFilterParams(group, state));
        expect(decoded.dropped).toEqual([]);
        expect(decoded.state).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it('a whole link round-trips: format, parse as a browser would, decode', () => {
    fc.assert(
      fc.property(
        stateArbitrary(group),
        fc.constantFrom(...PLATFORM_KEYS),
        fc.option(fc.integer({ min: 1 })),
        (state, platform, ad) => {
          const url = new URL(
            formatSearchLocation(platform, encodeFilterParams(group, state), ad),
            'https://explorer.example',
          );
          const { location, dropped } = parseSearchLocation(url.pathname, url.search);
          expect(dropped).toEqual([]);
          expect(location?.platform).toBe(platform);
          expect(location?.ad).toBe(ad);
          expect(decodeFilterParams(group, location!.params).state).toEqual(state);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('decoding any parameters never throws and yields a state that is sendable and stable', () => {
    fc.assert(
      fc.property(anyParams, (params) => {
        const { state } = decodeFilterParams(group, params);
        expectSendable(group, buildSearchFields(group, state, 'v1'), 'v1');
        expectSendable(group, buildSearchFields(group, state, 'v2'), 'v2');
        expect(decodeFilterParams(group, encodeFilterParams(group, state))).toEqual({ state, dropped: [] });
      }),
      { numRuns: 1000 },
    );
  });

  it('every parameter that is not applied is reported', () => {
    fc.assert(
      fc.property(anyParams, (params) => {
        const { dropped } = decodeFilterParams(group, params);
        const unknown = [...params.keys()].filter((name) => !filterKeys.includes(name));
        for (const name of unknown) expect(dropped.some((entry) => entry.name === name)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
