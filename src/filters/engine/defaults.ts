import type { Filter, FilterGroup } from '../../contract/filters';
import type { FilterState, FilterValue } from './value-model';
import { codecOf, VALUE_KINDS } from './kinds/value-kinds';
import { valueKindOf } from './value-kind';

/**
 * The value of a filter with nothing chosen. A component this explorer does not know holds an
 * empty option list, which never reaches a request.
 */
export function emptyValue(filter: Filter): FilterValue {
  return VALUE_KINDS[valueKindOf(filter) ?? 'options'].empty();
}

/**
 * The filter's `default` (an array, per the interface) read by its kind's codec; a missing or
 * unreadable default, or one of a component this explorer does not know, is the empty value.
 */
export function defaultValue(filter: Filter): FilterValue {
  const kind = valueKindOf(filter);
  if (filter.default == null || kind === null) return emptyValue(filter);
  return VALUE_KINDS[kind].fromWire(filter, filter.default) ?? emptyValue(filter);
}

/**
 * True when the value selects nothing: no keys, blank text, no terms, no sort field (`orderby`
 * `''`), no boolean, no number, no date. An empty value is never sent.
 */
export function isEmptyValue(value: FilterValue): boolean {
  return codecOf(value.kind).isEmpty(value);
}

/** Every filter of the group at its default, disabled ones included. */
export function initialFilterState(group: FilterGroup): FilterState {
  return Object.fromEntries(group.filters.map((filter) => [filter.key, defaultValue(filter)]));
}

/** The filter's value in `state`; a missing key or a value of another kind reads as empty. */
export function valueIn(state: FilterState, filter: Filter): FilterValue {
  const value = state[filter.key];
  const empty = emptyValue(filter);
  return value?.kind === empty.kind ? value : empty;
}
