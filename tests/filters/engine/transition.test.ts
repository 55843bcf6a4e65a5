import { describe, expect, it } from 'vitest';
import { initialFilterState } from '../../../src/filters/engine/defaults';
import { describeEffect } from '../../../src/filters/engine/effects';
import { changeFilter, clearAll, resetFilter } from '../../../src/filters/engine/transition';
import { catalogue } from '../fixtures/catalogue';
import { keys, stateAfter } from './helpers';

const group = catalogue();

describe('changeFilter', () => {
  it('sets the value and leaves every other filter as it was', () => {
    const start = initialFilterState(group);
    const value = { kind: 'date_range', from: '2026-01-01', to: '2026-02-01' } as const;
    expect(changeFilter(group, start, 'date', value)).toEqual({ state: { ...start, date: value }, effects: [] });
  });

  it('never changes a disabled filter', () => {
    const start = initialFilterState(group);
    expect(changeFilter(group, start, 'web_traffic', { kind: 'number_range', min: 1, max: 2 })).toEqual({
      state: start,
      effects: [],
    });
    expect(changeFilter(group, start, 'ai_tags', keys(1)).state).toBe(start);
  });

  it('ignores unknown filters and values of the wrong kind', () => {
    const start = initialFilterState(group);
    expect(changeFilter(group, start, 'nope', keys(1)).state).toBe(start);
    expect(changeFilter(group, start, 'gender', { kind: 'text', text: 'male' }).state).toBe(start);
  });

  it('keeps only the newest key of a single-choice filter', () => {
    const start = stateAfter(group, { country: keys('US') });
    expect(changeFilter(group, start, 'country', keys('US', 'DE')).state.country).toEqual(keys('DE'));
    expect(changeFilter(group, start, 'country', keys()).state.country).toEqual(keys());
  });

  it('does not mutate the state it was given', () => {
    const start = stateAfter(group, { networks: keys(1), placements: keys(10) });
    const copy = structuredClone(start);
    changeFilter(group, start, 'networks', keys(1, 0));
    expect(start).toEqual(copy);
  });
});

describe('resetFilter', () => {
  it('puts the filter back to its default', () => {
    const start = stateAfter(group, { gender: keys(1, 2), days_running: { kind: 'number_range', min: 5, max: 9 } });
    expect(resetFilter(group, start, 'gender')).toEqual({ state: { ...start, gender: keys(0) }, effects: [] });
  });

  it("reports the relation resets the default triggers, not the filter's own deselections", () => {
    const start = stateAfter(group, { networks: keys(1, 2), placements: keys(11) });
    const { state, effects } = resetFilter(group, start, 'networks');
    expect(state.networks).toEqual(keys(0));
    expect(state.placements).toEqual(keys());
    expect(effects.map((effect) => describeEffect(effect, group))).toEqual([
      'Placements cleared because you chose All networks',
    ]);
  });

  it('emptying through a reset fires RESET_RELATION_ON_EMPTY', () => {
    const start = stateAfter(group, { networks: keys(3), placements: keys(11) });
    const { state, effects } = resetFilter(group, start, 'placements');
    expect(state.networks).toEqual(keys(0));
    expect(effects).toEqual([
      { kind: 'reset', filterKey: 'networks', cause: { filterKey: 'placements', action: 'RESET_RELATION_ON_EMPTY' } },
    ]);
  });

  it('leaves the state alone for an unknown key', () => {
    const start = initialFilterState(group);
    expect(resetFilter(group, start, 'nope').state).toBe(start);
  });
});

describe('clearAll', () => {
  it('is every default, with nothing to explain', () => {
    expect(clearAll(group)).toEqual({ state: initialFilterState(group), effects: [] });
  });
});
