import { describe, expect, it } from 'vitest';
import { viewMetadata } from '../../src/ads/metadata-view';

describe('viewMetadata', () => {
  it('reads Region flag names as countries, keeping names it cannot read', () => {
    expect(viewMetadata({ tooltip: 'Region', value: ['flag-us', 'fi-gb', 'worldwide'] })).toEqual({
      kind: 'regions',
      regions: [
        { kind: 'country', code: 'US' },
        { kind: 'country', code: 'GB' },
        { kind: 'unknown', name: 'worldwide' },
      ],
    });
    expect(viewMetadata({ tooltip: 'Region', value: 'de' })).toEqual({
      kind: 'regions',
      regions: [{ kind: 'country', code: 'DE' }],
    });
  });

  it('reads Estimated Impression numbers', () => {
    expect(viewMetadata({ tooltip: 'Estimated Impression', value: 12_000 })).toEqual({
      kind: 'impressions',
      value: 12_000,
    });
  });

  it('spells bare day counts of Days Running and keeps other text', () => {
    expect(viewMetadata({ tooltip: 'Days Running', value: '12' })).toEqual({ kind: 'days-running', text: '12 days' });
    expect(viewMetadata({ tooltip: 'Days Running', value: '1' })).toEqual({ kind: 'days-running', text: '1 day' });
    expect(viewMetadata({ tooltip: 'Days Running', value: 'since March' })).toEqual({
      kind: 'days-running',
      text: 'since March',
    });
  });

  it('shows entries it does not know, and known ones of an unexpected type, generically', () => {
    expect(viewMetadata({ tooltip: 'Audience', value: ['18-24', '25-34'] })).toEqual({
      kind: 'other',
      label: 'Audience',
      text: '18-24, 25-34',
    });
    expect(viewMetadata({ tooltip: 'Estimated Impression', value: 'n/a' })).toEqual({
      kind: 'other',
      label: 'Estimated Impression',
      text: 'n/a',
    });
  });
});
