import { describe, expect, it } from 'vitest';
import { activeFilterChips } from '../../src/filters/active-filters';
import { initialFilterState } from '../../src/filters/engine/defaults';
import { changeFilter } from '../../src/filters/engine/transition';
import type { FilterState } from '../../src/filters/engine/value-model';
import { keys, stateAfter } from './engine/helpers';
import { catalogue } from './fixtures/catalogue';

const group = catalogue();
const named = (state: FilterState) =>
  activeFilterChips(group, state).map((chip) => (chip.text ? `${chip.label}: ${chip.text}` : chip.label));

describe('activeFilterChips', () => {
  it('has no chip at the defaults, whatever the sort', () => {
    expect(named(initialFilterState(group))).toEqual([]);
    const sorted = stateAfter(group, { advanced_order: { kind: 'sort', orderby: 'first_seen', order: 'asc' } });
    expect(named(sorted)).toEqual([]);
  });

  it('names every option, term and value that narrows the search, in the catalogue’s order', () => {
    const state = stateAfter(group, {
      search_field: {
        kind: 'terms',
        terms: [
          { type: 'text', text: 'shoes' },
          { type: 'without_owner', text: 'acme.com' },
        ],
      },
      gender: keys(2),
      networks: keys(1, 3),
      interests: keys(7, 9),
      has_landing_page: { kind: 'boolean', value: false },
      is_active: { kind: 'boolean', value: null },
      days_running: { kind: 'number_range', min: 10, max: null },
      impressions: { kind: 'number', value: 2_500_000 },
      date: { kind: 'date_range', from: '2026-01-01', to: '2026-02-01' },
    });
    expect(named(state)).toEqual([
      'Contains: shoes',
      'Exclude domain: acme.com',
      'Networks: Facebook',
      'Networks: Messenger',
      'Gender: Female',
      'Interests: 2 selected',
      'Has landing page: No',
      'Still running: off',
      'Days running: 10 – ∞',
      'Impressions (at least): at least 2,500,000',
      'First seen: 2026-01-01 – 2026-02-01',
    ]);
  });

  it('says what removing each chip leaves, so the store’s actions can apply it', () => {
    const state = stateAfter(group, {
      networks: keys(1, 3),
      placements: keys(11),
      days_running: { kind: 'number_range', min: 5, max: 9 },
    });
    const chips = activeFilterChips(group, state);
    expect(chips.find((chip) => chip.text === 'Facebook')?.without).toEqual(keys(3));
    expect(chips.find((chip) => chip.filterKey === 'days_running')?.without).toBeNull();
    // Removing the last network goes through the engine: "All networks" comes back and its relation resets placements.
    const messengerOnly = changeFilter(group, state, 'networks', keys(3)).state;
    const [messenger] = activeFilterChips(group, messengerOnly).filter((chip) => chip.filterKey === 'networks');
    const after = changeFilter(group, messengerOnly, 'networks', messenger!.without!).state;
    expect(after.networks).toEqual(keys(0));
    expect(named(after)).toEqual(['Days running: 5 – 9']);
  });

  it('leaves out locked filters and counts an emptied filter whose default chooses something', () => {
    const state: FilterState = {
      ...initialFilterState(group),
      web_traffic: { kind: 'number_range', min: 1, max: 2 },
      ai_tags: keys(1),
      os: keys(),
    };
    expect(named(state)).toEqual(['Operating system: none']);
  });
});
