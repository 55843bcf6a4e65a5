import type { Filter, FilterGroup } from '../../contract/filters';
import type { FilterState, FilterValue } from './value-model';
import { valueKindOf } from './value-kind';
import { valueFromWire } from './value-from-wire';

/**
 * The value of a filter with nothing chosen. A component this explorer does not know holds an
 * empty option list, which never reaches a request.
 */
export function emptyValue(filter: Filter): FilterValue {
  switch (valueKindOf(filter) ?? 'options') {
    case 'options':
      return { kind: 'options', keys: [] };
    case 'text':
      return { kind: 'text', text: '' };
    case 'terms':
      return { kind: 'terms', terms: [] };
    case 'sort':
      return { kind: 'sort', orderby: '', order: 'desc' };
    case 'boolean':
      return { kind: 'boolean', value: null };
    case 'number_range':
      return { kind: 'number_range', min: null, max: null };
    case 'number':
      return { kind: 'number', value: null };
    case 'date_range':
      return { kind: 'date_range', from: null, to: null };
    case 'date':
      return { kind: 'date', date: null };
  }
}

/** The filter's `default` read as a value; a missing or unreadable default is the empty value. */
export function defaultValue(filter: Filter): FilterValue {
  if (filter.default == null) return emptyValue(filter);
  return valueFromWire(filter, filter.default) ?? emptyValue(filter);
}

/**
 * True when the value selects nothing: no keys, blank text, no terms, no sort field (`orderby`
 * `''`), no boolean, no number, no date. An empty value is never sent.
 */
export function isEmptyValue(value: FilterValue): boolean {
  switch (value.kind) {
    case 'options':
      return value.keys.length === 0;
    case 'text':
      return value.text.trim() === '';
    case 'terms':
      return value.terms.length === 0;
    case 'sort':
      return value.orderby === '';
    case 'boolean':
    case 'number':
      return value.value === null;
    case 'number_range':
      return value.min === null && value.max === null;
    case 'date_range':
      return value.from === null && value.to === null;
    case 'date':
      return value.date === null;
  }
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
