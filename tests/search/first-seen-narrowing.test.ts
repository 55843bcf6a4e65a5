import { describe, expect, it } from 'vitest';
import type { Filter, FilterGroup } from '../../src/contract/filters';
import { canNarrowByFirstSeen, firstSeenNarrowing } from '../../src/search/first-seen-narrowing';

const filter = (key: string, component: string, extra: Partial<Filter> = {}): Filter =>
  ({ key, label: key, component, component_data: {}, ...extra }) as Filter;

const searchBox = (kinds: string[]) =>
  filter('search_field', 'SearchBox', {
    sub_keys: { type: 'type', main: 'text' },
    component_data: { items: kinds.map((key) => ({ key, label: key })) },
  });

const group = (filters: Filter[]) => ({ filters }) as FilterGroup;
const range = { from: '2026-03-02', until: '2026-03-16' };

describe('narrowing a search to a first-seen range', () => {
  it('sets the catalogue’s first_seen date range, both days included', () => {
    const narrowing = firstSeenNarrowing(group([filter('first_seen', 'DateMulti'), searchBox(['text'])]), {}, range);
    expect(narrowing).toEqual({
      key: 'first_seen',
      value: { kind: 'date_range', from: '2026-03-02', to: '2026-03-15' },
    });
  });

  it('falls back to the first-seen terms where the date filter is missing or locked, keeping the other terms', () => {
    const kinds = ['text', 'first_seen_after', 'first_seen_before'];
    const state = {
      search_field: {
        kind: 'terms',
        terms: [
          { type: 'text', text: 'shoes' },
          { type: 'first_seen_before', text: '2020-01-01T00:00:00.000Z' },
        ],
      },
    } as const;
    const locked = filter('first_seen', 'DateMulti', { disabled: 'free_plan' });
    for (const filters of [[searchBox(kinds)], [locked, searchBox(kinds)]]) {
      expect(
        firstSeenNarrowing(
          group(filters),
          { search_field: { ...state.search_field, terms: [...state.search_field.terms] } },
          range,
        ),
      ).toEqual({
        key: 'search_field',
        value: {
          kind: 'terms',
          terms: [
            { type: 'text', text: 'shoes' },
            { type: 'first_seen_after', text: '2026-03-01T23:59:59.999Z' },
            { type: 'first_seen_before', text: '2026-03-16T00:00:00.000Z' },
          ],
        },
      });
    }
  });

  it('offers nothing where the tab has neither', () => {
    expect(firstSeenNarrowing(group([searchBox(['text', 'first_seen_after'])]), {}, range)).toBeNull();
    expect(firstSeenNarrowing(group([]), {}, range)).toBeNull();
    expect(canNarrowByFirstSeen(group([searchBox(['text', 'first_seen_after'])]))).toBe(false);
    expect(canNarrowByFirstSeen(group([filter('first_seen', 'DateMulti')]))).toBe(true);
  });
});
