import { describe, expect, it } from 'vitest';
import { fieldLabel, inlineValue, unknownFields } from '../../src/ads/unknown-fields';
import { imageAdDetail } from './fixtures/ads';

describe('unknownFields', () => {
  it('lists top-level and owner fields the contract does not name, in order', () => {
    const detail = { ...imageAdDetail, owner: { ...imageAdDetail.owner, rank: 3 } };
    expect(unknownFields(detail)).toEqual([
      { path: 'ad_format', value: 'carousel' },
      { path: 'targeting', value: imageAdDetail.targeting },
      { path: 'owner.rank', value: 3 },
    ]);
  });

  it('finds none in a record of known fields only', () => {
    const { ad_format: _format, targeting: _targeting, ...known } = imageAdDetail;
    expect(unknownFields(known as typeof imageAdDetail)).toEqual([]);
  });
});

describe('fieldLabel', () => {
  it.each([
    ['ad_format', 'Ad format'],
    ['owner.rankScore', 'Owner rank score'],
    ['CTR', 'Ctr'],
    ['x-y', 'X y'],
  ])('%s → %s', (path, label) => {
    expect(fieldLabel(path)).toBe(label);
  });
});

describe('inlineValue', () => {
  it('prints scalars and flat lists on one line', () => {
    expect(inlineValue('carousel')).toBe('carousel');
    expect(inlineValue(12)).toBe('12');
    expect(inlineValue(true)).toBe('Yes');
    expect(inlineValue(false)).toBe('No');
    expect(inlineValue(null)).toBe('—');
    expect(inlineValue([])).toBe('—');
    expect(inlineValue(['a', 2])).toBe('a, 2');
  });

  it('leaves nested shapes to a block', () => {
    expect(inlineValue({ a: 1 })).toBeNull();
    expect(inlineValue([{ a: 1 }])).toBeNull();
  });
});
