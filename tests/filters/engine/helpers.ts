import { expect } from 'vitest';
import { valueSchemaFor } from '../../../src/contract/filter-values';
import { isFilterComponent, type FilterGroup, type OptionKey } from '../../../src/contract/filters';
import { v1SearchBodySchema, v2SearchBodySchema } from '../../../src/contract/search-request';
import type { ApiVersion } from '../../../src/contract/versions';
import { initialFilterState } from '../../../src/filters/engine/defaults';
import { changeFilter } from '../../../src/filters/engine/transition';
import { findFilter } from '../../../src/filters/engine/value-kind';
import type { FilterState, FilterValue } from '../../../src/filters/engine/value-model';

/** An option value. */
export function keys(...chosen: OptionKey[]): FilterValue {
  return { kind: 'options', keys: chosen };
}

/** The state after applying each change in turn, from the group's defaults. */
export function stateAfter(group: FilterGroup, changes: Record<string, FilterValue>): FilterState {
  return Object.entries(changes).reduce(
    (state, [key, value]) => changeFilter(group, state, key, value).state,
    initialFilterState(group),
  );
}

/** Asserts that search fields pass each filter's contract schema and the version's body schema. */
export function expectSendable(group: FilterGroup, fields: Record<string, unknown>, version: ApiVersion): void {
  for (const [key, wire] of Object.entries(fields)) {
    const filter = findFilter(group, key);
    if (!filter || !isFilterComponent(filter.component)) throw new Error(`${key} is not a known filter`);
    expect(valueSchemaFor({ ...filter, component: filter.component }).safeParse(wire).success, key).toBe(true);
  }
  const body = version === 'v1' ? v1SearchBodySchema : v2SearchBodySchema;
  expect(body.safeParse(fields).success).toBe(true);
}
