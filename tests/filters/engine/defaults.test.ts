import { describe, expect, it } from 'vitest';
import { filterSchema, normalizeFilter } from '../../../src/contract/filters';
import {
  defaultValue,
  emptyValue,
  initialFilterState,
  isEmptyValue,
  valueIn,
} from '../../../src/filters/engine/defaults';
import { findFilter } from '../../../src/filters/engine/value-kind';
import type { FilterValue } from '../../../src/filters/engine/value-model';
import { catalogue } from '../fixtures/catalogue';

const group = catalogue();

function filter(key: string) {
  const found = findFilter(group, key);
  if (!found) throw new Error(`fixture has no filter ${key}`);
  return found;
}

function wire(json: Record<string, unknown>) {
  return normalizeFilter(filterSchema.parse({ key: 'x', component: 'StringMulti', ...json }));
}

describe('emptyValue', () => {
  it.each([
    ['search_field', { kind: 'terms', terms: [] }],
    ['domain', { kind: 'text', text: '' }],
    ['advanced_order', { kind: 'sort', orderby: '', order: 'desc' }],
    ['orderby', { kind: 'options', keys: [] }],
    ['networks', { kind: 'options', keys: [] }],
    ['country', { kind: 'options', keys: [] }],
    ['verified_owner', { kind: 'options', keys: [] }],
    ['has_landing_page', { kind: 'boolean', value: null }],
    ['is_active', { kind: 'boolean', value: null }],
    ['days_running', { kind: 'number_range', min: null, max: null }],
    ['impressions', { kind: 'number', value: null }],
    ['date', { kind: 'date_range', from: null, to: null }],
    ['last_seen', { kind: 'date', date: null }],
  ] satisfies [string, FilterValue][])('%s holds %o', (key, expected) => {
    expect(emptyValue(filter(key))).toEqual(expected);
    expect(isEmptyValue(expected)).toBe(true);
  });

  it('gives a component it does not know an empty option list', () => {
    expect(emptyValue(wire({ component: 'ColorWheel' }))).toEqual({ kind: 'options', keys: [] });
  });

  it('recognises structured filters by sub_keys as well as by key', () => {
    expect(
      emptyValue(wire({ key: 'query', component: 'SearchBox', sub_keys: { type: 'type', main: 'text' } })).kind,
    ).toBe('terms');
    expect(
      emptyValue(wire({ key: 'sort', component: 'StringSingle', sub_keys: { type: 'order', main: 'orderby' } })).kind,
    ).toBe('sort');
  });
});

describe('defaultValue', () => {
  it('reads option keys, the sort object, the v1 sort string and booleans from `default`', () => {
    expect(defaultValue(filter('networks'))).toEqual({ kind: 'options', keys: [0] });
    expect(defaultValue(filter('os'))).toEqual({ kind: 'options', keys: ['android', 'ios'] });
    expect(defaultValue(filter('advanced_order'))).toEqual({ kind: 'sort', orderby: 'updated_at', order: 'desc' });
    expect(defaultValue(filter('orderby'))).toEqual({ kind: 'options', keys: ['updated_at'] });
    expect(defaultValue(filter('is_active'))).toEqual({ kind: 'boolean', value: true });
  });

  it('is the empty value without a default', () => {
    expect(defaultValue(filter('placements'))).toEqual(emptyValue(filter('placements')));
    expect(defaultValue(filter('date'))).toEqual(emptyValue(filter('date')));
  });

  it('reads ranges, numbers, dates, text and terms in their wire encoding', () => {
    expect(defaultValue(wire({ component: 'NumberMultiRange', default: [10, null] }))).toEqual({
      kind: 'number_range',
      min: 10,
      max: null,
    });
    expect(defaultValue(wire({ component: 'NumberSingleRange', default: [5] }))).toEqual({ kind: 'number', value: 5 });
    expect(defaultValue(wire({ component: 'DateMulti', default: ['2026-01-01', '2026-02-01'] }))).toEqual({
      kind: 'date_range',
      from: '2026-01-01',
      to: '2026-02-01',
    });
    expect(defaultValue(wire({ component: 'DateSingle', default: ['2026-01-01'] }))).toEqual({
      kind: 'date',
      date: '2026-01-01',
    });
    expect(defaultValue(wire({ component: 'SearchBox', default: ['shoes'] }))).toEqual({ kind: 'text', text: 'shoes' });
    expect(
      defaultValue(wire({ key: 'search_field', component: 'SearchBox', default: [{ type: 'text', text: 'shoes' }] })),
    ).toEqual({
      kind: 'terms',
      terms: [{ type: 'text', text: 'shoes' }],
    });
  });

  it('keeps one key of a single-choice default', () => {
    expect(defaultValue(wire({ component: 'StringSingle', default: ['a', 'b'] }))).toEqual({
      kind: 'options',
      keys: ['a'],
    });
  });

  it('falls back to empty for a default that does not fit the component', () => {
    expect(defaultValue(wire({ component: 'DateSingle', default: ['yesterday'] }))).toEqual({
      kind: 'date',
      date: null,
    });
    expect(defaultValue(wire({ component: 'NumberMultiRange', default: [9, 1] }))).toEqual({
      kind: 'number_range',
      min: null,
      max: null,
    });
    expect(defaultValue(wire({ component: 'CBoolean', default: ['yes'] }))).toEqual({ kind: 'boolean', value: null });
    expect(defaultValue(wire({ component: 'StringMulti', default: [{ nested: true }] }))).toEqual({
      kind: 'options',
      keys: [],
    });
    expect(defaultValue(wire({ component: 'ColorWheel', default: [1] }))).toEqual({ kind: 'options', keys: [] });
  });
});

describe('isEmptyValue', () => {
  it.each([
    [{ kind: 'options', keys: [0] }],
    [{ kind: 'text', text: ' a ' }],
    [{ kind: 'terms', terms: [{ type: 'text', text: 'x' }] }],
    [{ kind: 'sort', orderby: 'first_seen', order: 'asc' }],
    [{ kind: 'boolean', value: false }],
    [{ kind: 'number_range', min: null, max: 0 }],
    [{ kind: 'number', value: 0 }],
    [{ kind: 'date_range', from: '2026-01-01', to: null }],
    [{ kind: 'date', date: '2026-01-01' }],
  ] satisfies [FilterValue][])('is false for %o', (value) => {
    expect(isEmptyValue(value)).toBe(false);
  });

  it('treats blank text as empty', () => {
    expect(isEmptyValue({ kind: 'text', text: '   ' })).toBe(true);
  });
});

describe('initialFilterState', () => {
  it('holds the default of every filter, disabled ones included', () => {
    const state = initialFilterState(group);
    expect(Object.keys(state)).toEqual(group.filters.map((each) => each.key));
    expect(state.gender).toEqual({ kind: 'options', keys: [0] });
    expect(state.web_traffic).toEqual({ kind: 'number_range', min: null, max: null });
    expect(state.search_field).toEqual({ kind: 'terms', terms: [] });
  });
});

describe('valueIn', () => {
  it('reads a missing key or a value of another kind as empty', () => {
    expect(valueIn({}, filter('gender'))).toEqual({ kind: 'options', keys: [] });
    expect(valueIn({ gender: { kind: 'text', text: 'x' } }, filter('gender'))).toEqual({ kind: 'options', keys: [] });
    expect(valueIn({ gender: { kind: 'options', keys: [1] } }, filter('gender'))).toEqual({
      kind: 'options',
      keys: [1],
    });
  });
});
