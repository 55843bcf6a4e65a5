import { describe, expect, it } from 'vitest';
import type { Filter, FilterGroup, OptionKey } from '../../../src/contract/filters';
import { MEGA, PLATFORM_KEYS } from '../../../src/contract/platforms';
import { API_VERSIONS } from '../../../src/contract/versions';
import { allOption } from '../../../src/filters/engine/actions/all-option';
import { initialFilterState } from '../../../src/filters/engine/defaults';
import { buildSearchFields } from '../../../src/filters/engine/request-fields';
import { changeFilter, resetFilter } from '../../../src/filters/engine/transition';
import { decodeFilterParams, encodeFilterParams } from '../../../src/filters/engine/url-codec';
import type { FilterState } from '../../../src/filters/engine/value-model';
import { catalogueOf } from '../../../src/service/catalogue/catalogues';
import { keys } from './helpers';

/** Every filter of every served catalogue whose default is an "All" option. */
const cases = API_VERSIONS.flatMap((version) =>
  [...PLATFORM_KEYS, MEGA]
    .filter((platform) => platform !== MEGA || version === 'v2')
    .flatMap((platform) => {
      const { group } = catalogueOf(platform, version);
      return group.filters
        .filter((filter) => !filter.disabled && allOption(filter) !== null)
        .map((filter) => ({ name: `${platform} ${version} ${filter.key}`, version, group, filter }));
    }),
);

function specificsOf(filter: Filter): OptionKey[] {
  const all = allOption(filter);
  return (filter.component_data.items ?? []).map((item) => item.key).filter((key) => key !== all);
}

function change(group: FilterGroup, state: FilterState, filter: Filter, chosen: OptionKey[]): FilterState {
  return changeFilter(group, state, filter.key, keys(...chosen)).state;
}

describe('an "All" option that is the default, in every catalogue', () => {
  it('is found where users meet one: Native networks, Mega platforms, gender', () => {
    const names = cases.map((entry) => entry.name);
    expect(names).toContain('native v2 networks');
    expect(names).toContain('native v1 networks');
    expect(names).toContain('mega v2 platforms');
    expect(names).toContain('platform_a v2 gender');
  });

  describe.each(cases)('$name', ({ version, group, filter }) => {
    const all = allOption(filter)!;
    const [first, second] = specificsOf(filter) as [OptionKey, OptionKey];
    const start = initialFilterState(group);
    const link = (state: FilterState) => encodeFilterParams(group, state).get(filter.key);
    const sent = (state: FilterState) => buildSearchFields(group, state, version)[filter.key];

    it('choosing a specific option replaces "All", in the state, the link and the body', () => {
      const state = change(group, start, filter, [all, first]);
      expect(state[filter.key]).toEqual(keys(first));
      expect(link(state)).toBe(String(first));
      expect(sent(state)).toEqual([first]);
      const both = change(group, state, filter, [first, second]);
      expect(sent(both)).toEqual([first, second]);
    });

    it('clearing the specific options brings "All" back, and it is not written to the link', () => {
      const one = change(group, change(group, start, filter, [all, first]), filter, []);
      expect(one[filter.key]).toEqual(keys(all));
      expect(link(one)).toBeNull();
      expect(sent(one)).toEqual([all]);
    });

    it('choosing "All" replaces the specific options; choosing it again keeps it', () => {
      const specific = change(group, change(group, start, filter, [first]), filter, [first, second]);
      const back = change(group, specific, filter, [first, second, all]);
      expect(back[filter.key]).toEqual(keys(all));
      expect(change(group, back, filter, [])[filter.key]).toEqual(keys(all));
    });

    it('reset puts "All" back alone', () => {
      const specific = change(group, start, filter, [first, second]);
      expect(resetFilter(group, specific, filter.key).state[filter.key]).toEqual(keys(all));
    });

    it('a link with "All" beside specific options reads as the specific ones, with a notice', () => {
      const params = new URLSearchParams([[filter.key, `${String(all)},${String(second)}`]]);
      const { state, dropped } = decodeFilterParams(group, params);
      expect(state[filter.key]).toEqual(keys(second));
      expect(dropped.map((entry) => entry.value)).toEqual([String(all)]);
      expect(sent(state)).toEqual([second]);
    });
  });
});
