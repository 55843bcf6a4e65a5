import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Filter } from '../../../src/contract/filters';
import { selectedKeys } from '../../../src/filters/engine/actions/action-context';
import { allOption } from '../../../src/filters/engine/actions/all-option';
import { defaultValue } from '../../../src/filters/engine/defaults';
import { sameValue } from '../../../src/filters/engine/same-value';
import { changeFilter, resetFilter } from '../../../src/filters/engine/transition';
import { decodeFilterParams, encodeFilterParams } from '../../../src/filters/engine/url-codec';
import type { FilterValue } from '../../../src/filters/engine/value-model';
import { catalogue } from '../fixtures/catalogue';
import { stateArbitrary, valueArbitrary } from '../fixtures/valid-state-arbitrary';

const group = catalogue();

/** What a widget may hand over: a valid value, or any list of the filter's options in any order. */
function requestArbitrary(filter: Filter): fc.Arbitrary<FilterValue> {
  const items = (filter.component_data.items ?? []).map((item) => item.key);
  if (items.length === 0) return valueArbitrary(filter);
  const shuffled = fc.shuffledSubarray(items).map((keys): FilterValue => ({ kind: 'options', keys }));
  return fc.oneof(valueArbitrary(filter), shuffled);
}

const change = fc
  .constantFrom(...group.filters)
  .chain((filter) => fc.tuple(fc.constant(filter), requestArbitrary(filter)));

describe('transition laws', () => {
  it('from any valid state, a change yields a valid state and explains every other change', () => {
    fc.assert(
      fc.property(stateArbitrary(group), change, (start, [filter, value]) => {
        const { state, effects } = changeFilter(group, start, filter.key, value);
        // Valid: a saved link of the result reads back as the result.
        expect(decodeFilterParams(group, encodeFilterParams(group, state)).state).toEqual(state);
        for (const other of group.filters) {
          const all = allOption(other);
          const chosen = selectedKeys(state[other.key]);
          // "All" stands alone, and nothing chosen is "All".
          if (all !== null) expect(chosen.length > 0 && (chosen.length === 1 || !chosen.includes(all))).toBe(true);
          const changed = !sameValue(start[other.key]!, state[other.key]!);
          if (other.disabled) expect(changed).toBe(false);
          if (other.key !== filter.key) {
            expect(changed).toBe(effects.some((effect) => effect.kind === 'reset' && effect.filterKey === other.key));
          }
        }
        for (const effect of effects) {
          if (effect.kind !== 'deselected') continue;
          const before = start[effect.filterKey];
          const after = state[effect.filterKey];
          for (const key of effect.itemKeys) {
            // Deselected by the action: selected before, still asked for, gone after.
            expect(before?.kind === 'options' && before.keys.includes(key)).toBe(true);
            expect(value.kind === 'options' && value.keys.includes(key)).toBe(true);
            expect(after?.kind === 'options' && after.keys.includes(key)).toBe(false);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('resetting a filter puts it at its default and is idempotent', () => {
    fc.assert(
      fc.property(stateArbitrary(group), fc.constantFrom(...group.filters), (start, filter) => {
        const once = resetFilter(group, start, filter.key);
        expect(once.state[filter.key]).toEqual(defaultValue(filter));
        const twice = resetFilter(group, once.state, filter.key);
        expect(twice).toEqual({ state: once.state, effects: [] });
      }),
      { numRuns: 300 },
    );
  });
});
