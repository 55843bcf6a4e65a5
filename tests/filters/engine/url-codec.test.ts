import { describe, expect, it } from 'vitest';
import { initialFilterState } from '../../../src/filters/engine/defaults';
import { decodeFilterParams, encodeFilterParams } from '../../../src/filters/engine/url-codec';
import { catalogueOf } from '../../../src/service/catalogue/catalogues';
import { catalogue } from '../fixtures/catalogue';
import { keys, stateAfter } from './helpers';

const group = catalogue();

function decode(query: string) {
  return decodeFilterParams(group, new URLSearchParams(query));
}

describe('encodeFilterParams', () => {
  it('writes nothing for the defaults', () => {
    expect(encodeFilterParams(group, initialFilterState(group)).toString()).toBe('');
  });

  it('writes each kind as DESIGN §6 shows, in catalogue order', () => {
    const state = stateAfter(group, {
      search_field: {
        kind: 'terms',
        terms: [
          { type: 'text', text: 'shoes' },
          { type: 'without_owner', text: 'acme' },
        ],
      },
      advanced_order: { kind: 'sort', orderby: 'web_traffic', order: 'desc' },
      orderby: keys('oldest'),
      gender: keys(1, 2),
      os: keys('web:desktop'),
      verified_owner: keys(false),
      has_landing_page: { kind: 'boolean', value: true },
      days_running: { kind: 'number_range', min: 10, max: 90 },
      impressions: { kind: 'number', value: 5000 },
      date: { kind: 'date_range', from: '2026-01-01', to: '2026-02-01' },
      last_seen: { kind: 'date', date: '2026-01-01' },
    });
    expect([...encodeFilterParams(group, state)]).toEqual([
      ['search_field', 'text:shoes,without_owner:acme'],
      ['advanced_order', 'web_traffic.desc'],
      ['orderby', 'oldest'],
      ['gender', '1,2'],
      ['os', 'web%3Adesktop'],
      ['verified_owner', 'false'],
      ['has_landing_page', 'true'],
      ['days_running', '10..90'],
      ['impressions', '5000'],
      ['date', '2026-01-01..2026-02-01'],
      ['last_seen', '2026-01-01'],
    ]);
  });

  it('writes open range ends as `10..` and `..90`', () => {
    const open = (min: number | null, max: number | null) =>
      encodeFilterParams(group, stateAfter(group, { days_running: { kind: 'number_range', min, max } })).get(
        'days_running',
      );
    expect(open(10, null)).toBe('10..');
    expect(open(null, 90)).toBe('..90');
  });

  it('writes an emptied non-empty default as `key=`', () => {
    const state = stateAfter(group, { os: keys(), is_active: { kind: 'boolean', value: null } });
    expect(encodeFilterParams(group, state).toString()).toBe('os=&is_active=');
  });

  it('escapes separators inside search text so they survive', () => {
    const state = stateAfter(group, {
      search_field: { kind: 'terms', terms: [{ type: 'text', text: 'red, 100%: cotton' }] },
    });
    expect(encodeFilterParams(group, state).get('search_field')).toBe('text:red%2C 100%25%3A cotton');
  });

  it('never writes a disabled filter', () => {
    const state = { ...initialFilterState(group), web_traffic: { kind: 'number_range', min: 1, max: null } } as const;
    expect(encodeFilterParams(group, state).has('web_traffic')).toBe(false);
  });
});

describe('decodeFilterParams', () => {
  it('reads each kind back, over the defaults', () => {
    const { state, dropped } = decode(
      'search_field=text:shoes,without_owner:acme&advanced_order=web_traffic.desc&orderby=oldest&gender=1,2&interests=301,302' +
        '&os=web%253Adesktop&verified_owner=true&is_active=false&days_running=10..&impressions=5000&date=2026-01-01..2026-02-01' +
        '&last_seen=2026-01-01&domain=shop.example',
    );
    expect(dropped).toEqual([]);
    expect(state).toEqual({
      ...initialFilterState(group),
      search_field: {
        kind: 'terms',
        terms: [
          { type: 'text', text: 'shoes' },
          { type: 'without_owner', text: 'acme' },
        ],
      },
      advanced_order: { kind: 'sort', orderby: 'web_traffic', order: 'desc' },
      orderby: keys('oldest'),
      gender: keys(1, 2),
      interests: keys(301, 302),
      os: keys('web:desktop'),
      verified_owner: keys(true),
      is_active: { kind: 'boolean', value: false },
      days_running: { kind: 'number_range', min: 10, max: null },
      impressions: { kind: 'number', value: 5000 },
      date: { kind: 'date_range', from: '2026-01-01', to: '2026-02-01' },
      last_seen: { kind: 'date', date: '2026-01-01' },
      domain: { kind: 'text', text: 'shop.example' },
    });
  });

  it('keeps numeric option keys numbers and string keys strings', () => {
    const { state } = decode('networks=1,3&country=DE&publishers=42');
    expect(state.networks).toEqual(keys(1, 3));
    expect(state.country).toEqual(keys('DE'));
    expect(state.publishers).toEqual(keys(42));
  });

  it('reads `key=` as the empty value', () => {
    expect(decode('os=&is_active=&advanced_order=').state).toMatchObject({
      os: keys(),
      is_active: { kind: 'boolean', value: null },
      advanced_order: { kind: 'sort', orderby: '', order: 'desc' },
    });
  });

  it('drops unknown, repeated, disabled parameters and `ad`, with reasons', () => {
    const { state, dropped } = decode('colour=red&gender=1&gender=2&web_traffic=1..&ai_tags=1&ad=5');
    expect(state.gender).toEqual(keys(1));
    expect(state.web_traffic).toEqual({ kind: 'number_range', min: null, max: null });
    expect(dropped).toEqual([
      { name: 'colour', value: 'red', reason: 'not a filter of this platform' },
      { name: 'gender', value: '2', reason: 'given more than once' },
      { name: 'web_traffic', value: '1..', reason: 'not included in your plan' },
      { name: 'ai_tags', value: '1', reason: 'not available yet' },
      { name: 'ad', value: '5', reason: 'not a filter of this platform' },
    ]);
  });

  it('drops unknown options one by one and keeps the rest', () => {
    const { state, dropped } = decode('gender=1,9,2&languages=en,xx');
    expect(state.gender).toEqual(keys(1, 2));
    expect(state.languages).toEqual(keys('en'));
    expect(dropped).toEqual([
      { name: 'gender', value: '9', reason: 'not an option of Gender' },
      { name: 'languages', value: 'xx', reason: 'not an option of Languages' },
    ]);
  });

  it('keeps the default when no option of a list is usable', () => {
    const { state, dropped } = decode('gender=7,8&publishers=abc');
    expect(state.gender).toEqual(keys(0));
    expect(state.publishers).toEqual(keys());
    expect(dropped.map((entry) => entry.value)).toEqual(['7', '8', 'abc']);
  });

  it('reads an "All" option beside specific ones as the specific ones, and `key=` of its filter as "All"', () => {
    const { state, dropped } = decode('gender=1,0&networks=');
    expect(state.gender).toEqual(keys(1));
    expect(state.networks).toEqual(keys(0));
    expect(dropped).toEqual([{ name: 'gender', value: '0', reason: 'All does not combine with other choices' }]);
  });

  it('lets an option that stands alone, or a single choice, keep one key', () => {
    const { state, dropped } = decode('languages=en,any&country=US,DE');
    expect(state.languages).toEqual(keys('any'));
    expect(state.country).toEqual(keys('US'));
    expect(dropped).toEqual([
      { name: 'languages', value: 'en', reason: 'Languages takes only one of these choices' },
      { name: 'country', value: 'DE', reason: 'Country takes only one of these choices' },
    ]);
  });

  it.each([
    ['days_running', '90..10', 'not a number range (min..max)'],
    ['days_running', '1..2..3', 'not a number range (min..max)'],
    ['days_running', 'ten..', 'not a number range (min..max)'],
    ['impressions', '0x10', 'not a number'],
    ['impressions', 'Infinity', 'not a number'],
    ['date', '2026-02-01..2026-01-01', 'not a date range (YYYY-MM-DD..YYYY-MM-DD)'],
    ['last_seen', '2026-02-30', 'not a date (YYYY-MM-DD)'],
    ['has_landing_page', 'yes', 'not true or false'],
    ['advanced_order', 'price.desc', 'not a sort (field.asc or field.desc)'],
    ['advanced_order', 'web_traffic.up', 'not a sort (field.asc or field.desc)'],
    ['orderby', 'newest', 'not an option of Sort (v1)'],
    ['domain', 'x'.repeat(201), 'longer than 200 characters'],
  ])('drops %s=%s as %s and keeps the default', (name, value, reason) => {
    const { state, dropped } = decode(new URLSearchParams({ [name]: value }).toString());
    expect(dropped).toEqual([{ name, value, reason }]);
    expect(state).toEqual(initialFilterState(group));
  });

  it('drops bad search terms one by one', () => {
    const { state, dropped } = decode('search_field=text:ok,colour:red,text:%25E0%25A4,text:%20,nocolon');
    expect(state.search_field).toEqual({ kind: 'terms', terms: [{ type: 'text', text: 'ok' }] });
    expect(dropped.map((entry) => entry.value)).toEqual(['colour:red', 'text:%E0%A4', 'text: ', 'nocolon']);
  });

  it('reads the extension kinds a catalogue lists (v2 with the extensions), and drops them where it does not (v1)', () => {
    const query = new URLSearchParams(
      'search_field=text:shoes,owner_id:42,first_seen_after:2026-11-20T09%253A15%253A00Z',
    );
    const v2 = decodeFilterParams(catalogueOf('platform_a', 'v2').group, query);
    expect(v2.dropped).toEqual([]);
    expect(v2.state.search_field).toEqual({
      kind: 'terms',
      terms: [
        { type: 'text', text: 'shoes' },
        { type: 'owner_id', text: '42' },
        { type: 'first_seen_after', text: '2026-11-20T09:15:00Z' },
      ],
    });
    const v1 = decodeFilterParams(catalogueOf('platform_a', 'v1').group, query);
    expect(v1.state.search_field).toEqual({ kind: 'terms', terms: [{ type: 'text', text: 'shoes' }] });
    expect(v1.dropped.map(({ value, reason }) => [value, reason])).toEqual([
      ['owner_id:42', 'this service does not search by owner_id'],
      ['first_seen_after:2026-11-20T09%3A15%3A00Z', 'this service does not search by first_seen_after'],
    ]);
  });

  it('reads string keys of a filter with neither items nor api_url', () => {
    const bare = { ...group, filters: [{ key: 'tags', label: 'Tags', component: 'StringMulti', component_data: {} }] };
    expect(decodeFilterParams(bare, new URLSearchParams('tags=7,summer%252C2026')).state.tags).toEqual(
      keys(7, 'summer,2026'),
    );
  });

  it('reports a list with nothing in it but separators', () => {
    expect(decode('search_field=,,').dropped).toEqual([
      { name: 'search_field', value: ',,', reason: 'nothing usable in it' },
    ]);
  });
});
