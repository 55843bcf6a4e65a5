import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialFilterState } from '../../../src/filters/engine/defaults';
import { buildSearchFields } from '../../../src/filters/engine/request-fields';
import { catalogue } from '../fixtures/catalogue';
import { expectSendable, keys, stateAfter } from './helpers';
import { stateArbitrary } from '../fixtures/valid-state-arbitrary';

const group = catalogue();

/** Every kind set once, beside the defaults. */
const everyKind = stateAfter(group, {
  search_field: {
    kind: 'terms',
    terms: [
      { type: 'text', text: 'shoes' },
      { type: 'without_owner', text: 'acme' },
    ],
  },
  domain: { kind: 'text', text: '  example.com ' },
  advanced_order: { kind: 'sort', orderby: 'web_traffic', order: 'desc' },
  orderby: keys('oldest'),
  networks: keys(1, 2),
  languages: keys('en', 'pt-br'),
  interests: keys(301, 302),
  country: keys('DE'),
  owner_categories: keys(12),
  verified_owner: keys(true),
  has_landing_page: { kind: 'boolean', value: false },
  days_running: { kind: 'number_range', min: 10, max: null },
  impressions: { kind: 'number', value: 5000 },
  date: { kind: 'date_range', from: '2026-01-01', to: '2026-02-01' },
  last_seen: { kind: 'date', date: '2026-01-15' },
});

const shared = {
  search_field: [
    { type: 'text', text: 'shoes' },
    { type: 'without_owner', text: 'acme' },
  ],
  domain: ['example.com'],
  networks: [1, 2],
  gender: [0],
  languages: ['en', 'pt-br'],
  interests: [301, 302],
  os: ['android', 'ios'],
  country: ['DE'],
  owner_categories: [12],
  verified_owner: [true],
  has_landing_page: [false],
  is_active: [true],
  days_running: [10, null],
  impressions: [5000],
  date: ['2026-01-01', '2026-02-01'],
  last_seen: ['2026-01-15'],
};

describe('buildSearchFields', () => {
  it('encodes every kind for v2, with advanced_order as one object and no orderby', () => {
    expect(buildSearchFields(group, everyKind, 'v2')).toEqual({
      ...shared,
      advanced_order: { orderby: 'web_traffic', order: 'desc' },
    });
  });

  it('encodes every kind for v1, with orderby as a plain string and no advanced_order', () => {
    expect(buildSearchFields(group, everyKind, 'v1')).toEqual({ ...shared, orderby: 'oldest' });
  });

  it('lists fields in catalogue order', () => {
    const order = group.filters.map((filter) => filter.key);
    const fields = Object.keys(buildSearchFields(group, everyKind, 'v2'));
    expect(fields).toEqual([...fields].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  });

  it('sends only non-empty defaults for a fresh state', () => {
    expect(buildSearchFields(group, initialFilterState(group), 'v2')).toEqual({
      advanced_order: { orderby: 'updated_at', order: 'desc' },
      networks: [0],
      gender: [0],
      os: ['android', 'ios'],
      is_active: [true],
    });
  });

  it('omits empty values, blank text, half a date range and missing keys', () => {
    const state = stateAfter(group, {
      domain: { kind: 'text', text: '   ' },
      os: keys(),
      is_active: { kind: 'boolean', value: null },
      date: { kind: 'date_range', from: '2026-01-01', to: null },
      advanced_order: { kind: 'sort', orderby: '', order: 'desc' },
    });
    delete state.languages;
    expect(buildSearchFields(group, state, 'v2')).toEqual({ networks: [0], gender: [0] });
  });

  it('never sends a disabled filter, whatever the state holds', () => {
    const state = {
      ...initialFilterState(group),
      web_traffic: { kind: 'number_range', min: 1, max: 5 },
      ai_tags: keys(1),
    } as const;
    const fields = buildSearchFields(group, state, 'v2');
    expect(fields).not.toHaveProperty('web_traffic');
    expect(fields).not.toHaveProperty('ai_tags');
  });

  it('sends one key of a single-choice filter and the open ends of a range as null', () => {
    const state = stateAfter(group, { days_running: { kind: 'number_range', min: null, max: 90 } });
    expect(buildSearchFields(group, state, 'v2').days_running).toEqual([null, 90]);
  });

  it('for every valid state, each field matches its contract schema and the body schema accepts them', () => {
    fc.assert(
      fc.property(stateArbitrary(group), fc.constantFrom('v1' as const, 'v2' as const), (state, version) => {
        const fields = buildSearchFields(group, state, version);
        expectSendable(group, fields, version);
      }),
      { numRuns: 300 },
    );
  });
});
