import { describe, expect, it } from 'vitest';
import { describeEffect } from '../../../src/filters/engine/effects';
import { changeFilter } from '../../../src/filters/engine/transition';
import { catalogue } from '../fixtures/catalogue';
import { keys, stateAfter } from './helpers';

const group = catalogue();

/** The fixture with gender's default removed, so its "All" is a plain DESELECT_OTHER option. */
const withoutGenderDefault = {
  ...group,
  filters: group.filters.map((filter) => (filter.key === 'gender' ? { ...filter, default: null } : filter)),
};

describe('DESELECT_OTHER (gender "All" when it is not the default)', () => {
  const group = withoutGenderDefault;

  it('choosing another option deselects "All" and says so', () => {
    const start = stateAfter(group, { gender: keys(0) });
    const { state, effects } = changeFilter(group, start, 'gender', keys(0, 1));
    expect(state.gender).toEqual(keys(1));
    expect(effects).toEqual([
      {
        kind: 'deselected',
        filterKey: 'gender',
        itemKeys: [0],
        cause: { filterKey: 'gender', itemKey: 1, action: 'DESELECT_OTHER' },
      },
    ]);
    expect(describeEffect(effects[0]!, group)).toBe('All deselected because you chose Male');
  });

  it('choosing "All" deselects every other option', () => {
    const start = stateAfter(group, { gender: keys(1, 2) });
    const { state, effects } = changeFilter(group, start, 'gender', keys(1, 2, 0));
    expect(state.gender).toEqual(keys(0));
    expect(effects.map((effect) => describeEffect(effect, group))).toEqual([
      'Male and Female deselected because you chose All',
    ]);
  });

  it('reports only the options it deselected, not those the user dropped in the same change', () => {
    const start = stateAfter(group, { gender: keys(1, 2) });
    const { state, effects } = changeFilter(group, start, 'gender', keys(2, 0));
    expect(state.gender).toEqual(keys(0));
    expect(effects.map((effect) => describeEffect(effect, group))).toEqual(['Female deselected because you chose All']);
  });

  it('leaves other options alone while "All" is not involved', () => {
    const start = stateAfter(group, { gender: keys(1) });
    expect(changeFilter(group, start, 'gender', keys(1, 2))).toEqual({
      state: { ...start, gender: keys(1, 2) },
      effects: [],
    });
  });

  it('deselecting "All" itself is allowed and explains nothing', () => {
    const start = stateAfter(group, { gender: keys(0) });
    expect(changeFilter(group, start, 'gender', keys())).toEqual({ state: { ...start, gender: keys() }, effects: [] });
  });
});

describe('DISABLE_OTHER (languages "Any language")', () => {
  it('choosing it deselects the others', () => {
    const start = stateAfter(group, { languages: keys('en', 'de') });
    const { state, effects } = changeFilter(group, start, 'languages', keys('en', 'de', 'any'));
    expect(state.languages).toEqual(keys('any'));
    expect(effects.map((effect) => describeEffect(effect, group))).toEqual([
      'English and German deselected because you chose Any language',
    ]);
  });

  it('while it is selected, another option cannot be chosen', () => {
    const start = stateAfter(group, { languages: keys('any') });
    expect(changeFilter(group, start, 'languages', keys('any', 'en'))).toEqual({ state: start, effects: [] });
  });

  it('deselecting it frees the others again', () => {
    const start = stateAfter(group, { languages: keys('any') });
    expect(changeFilter(group, start, 'languages', keys('en')).state.languages).toEqual(keys('en'));
  });
});

describe('SINGLETON_RELATION', () => {
  it('choosing "All networks" clears placements, which share a relation with networks', () => {
    const start = stateAfter(group, { networks: keys(1), placements: keys(10, 11) });
    const { state, effects } = changeFilter(group, start, 'networks', keys(1, 0));
    expect(state.networks).toEqual(keys(0));
    expect(state.placements).toEqual(keys());
    expect(effects).toEqual([
      {
        kind: 'reset',
        filterKey: 'placements',
        cause: { filterKey: 'networks', itemKey: 0, action: 'SINGLETON_RELATION' },
      },
    ]);
    expect(describeEffect(effects[0]!, group)).toBe('Placements cleared because you chose All networks');
  });

  it('reports nothing when the related filters already hold their defaults', () => {
    const start = stateAfter(group, { networks: keys(1) });
    expect(changeFilter(group, start, 'networks', keys(1, 0)).effects).toEqual([]);
  });

  it('options without the action leave related filters alone', () => {
    const start = stateAfter(group, { networks: keys(1), placements: keys(10) });
    const { state, effects } = changeFilter(group, start, 'networks', keys(1, 2));
    expect(state.placements).toEqual(keys(10));
    expect(effects).toEqual([]);
  });

  it('on component_data it fires for any option, including api-backed ids', () => {
    const start = stateAfter(group, { os: keys('web:desktop') });
    const { state, effects } = changeFilter(group, start, 'publishers', keys(4711));
    expect(state.os).toEqual(keys('android', 'ios'));
    expect(effects.map((effect) => describeEffect(effect, group))).toEqual([
      'Operating system reset to default because you chose 4711',
    ]);
  });

  it('on a filter without options it fires when a value is set', () => {
    const start = stateAfter(group, { impressions: { kind: 'number', value: 5000 } });
    const { state, effects } = changeFilter(group, start, 'days_running', { kind: 'number_range', min: 10, max: null });
    expect(state.impressions).toEqual({ kind: 'number', value: null });
    expect(effects).toEqual([
      { kind: 'reset', filterKey: 'impressions', cause: { filterKey: 'days_running', action: 'SINGLETON_RELATION' } },
    ]);
    expect(describeEffect(effects[0]!, group)).toBe('Impressions (at least) cleared because you set Days running');
  });

  it('on a filter without options, clearing it does not fire', () => {
    const start = stateAfter(group, {
      days_running: { kind: 'number_range', min: 10, max: null },
      impressions: { kind: 'number', value: 5 },
    });
    const { state, effects } = changeFilter(group, start, 'days_running', {
      kind: 'number_range',
      min: null,
      max: null,
    });
    expect(state.impressions).toEqual({ kind: 'number', value: 5 });
    expect(effects).toEqual([]);
  });
});

describe('RESET_RELATION_ON_EMPTY', () => {
  it('on component_data: emptying placements puts networks back to its default', () => {
    const start = stateAfter(group, { networks: keys(1, 2), placements: keys(10) });
    const { state, effects } = changeFilter(group, start, 'placements', keys());
    expect(state.networks).toEqual(keys(0));
    expect(effects.map((effect) => describeEffect(effect, group))).toEqual([
      'Networks reset to default because you cleared Placements',
    ]);
  });

  it('does not fire while the filter still holds something', () => {
    const start = stateAfter(group, { networks: keys(1), placements: keys(10, 11) });
    const { state, effects } = changeFilter(group, start, 'placements', keys(11));
    expect(state.networks).toEqual(keys(1));
    expect(effects).toEqual([]);
  });

  it('on an item: fires only when that item was among the ones deselected', () => {
    const withIos = stateAfter(group, { publishers: keys(7), os: keys('ios') });
    const cleared = changeFilter(group, withIos, 'os', keys());
    expect(cleared.state.publishers).toEqual(keys());
    expect(cleared.effects).toEqual([
      { kind: 'reset', filterKey: 'publishers', cause: { filterKey: 'os', action: 'RESET_RELATION_ON_EMPTY' } },
    ]);

    const withAndroid = stateAfter(group, { publishers: keys(7), os: keys('android') });
    expect(changeFilter(group, withAndroid, 'os', keys()).state.publishers).toEqual(keys(7));
  });
});

describe('actions combined', () => {
  it("a reset caused by an action does not trigger the reset filter's own actions", () => {
    // Clearing placements would reset networks (RESET_RELATION_ON_EMPTY); it must not when "All networks" cleared it.
    const start = stateAfter(group, { networks: keys(2), placements: keys(12) });
    const { state, effects } = changeFilter(group, start, 'networks', keys(2, 0));
    expect(state.networks).toEqual(keys(0));
    expect(state.placements).toEqual(keys());
    expect(effects.map((effect) => effect.filterKey)).toEqual(['placements']);
  });

  it('changes to unrelated filters never cause effects', () => {
    const start = stateAfter(group, { networks: keys(1), placements: keys(10), languages: keys('en') });
    const { state, effects } = changeFilter(group, start, 'country', keys('DE'));
    expect(effects).toEqual([]);
    expect(state).toEqual({ ...start, country: keys('DE') });
  });
});
