import { describe, expect, it } from 'vitest';
import { filterSchema, normalizeFilter } from '../../../src/contract/filters';
import { disabledItemKeys } from '../../../src/filters/engine/disabled-items';
import { findFilter } from '../../../src/filters/engine/value-kind';
import { catalogue } from '../fixtures/catalogue';
import { keys } from './helpers';

const languages = findFilter(catalogue(), 'languages')!;
const gender = findFilter(catalogue(), 'gender')!;

describe('disabledItemKeys', () => {
  it('locks every other option while a DISABLE_OTHER option is selected', () => {
    expect(disabledItemKeys(languages, keys('any'))).toEqual(new Set(['en', 'de', 'pt-br']));
  });

  it('locks nothing otherwise', () => {
    expect(disabledItemKeys(languages, keys('en', 'de'))).toEqual(new Set());
    expect(disabledItemKeys(languages, keys())).toEqual(new Set());
    expect(disabledItemKeys(languages, { kind: 'text', text: 'any' })).toEqual(new Set());
  });

  it('DESELECT_OTHER locks nothing: the other options stay choosable', () => {
    expect(disabledItemKeys(gender, keys(0))).toEqual(new Set());
  });

  it('honours DISABLE_OTHER on component_data for every option', () => {
    const filter = normalizeFilter(
      filterSchema.parse({
        key: 'format',
        component: 'StringMulti',
        component_data: { action: 'DISABLE_OTHER', items: [{ key: 1 }, { key: 2 }, { key: 3 }] },
      }),
    );
    expect(disabledItemKeys(filter, keys(2))).toEqual(new Set([1, 3]));
  });
});
