import type { Filter, FilterGroup, OptionKey } from '../contract/filters';
import { defaultValue, isEmptyValue, valueIn } from './engine/defaults';
import { sameValue } from './engine/same-value';
import { isV1Orderby, valueKindOf } from './engine/value-kind';
import type { FilterState, FilterValue } from './engine/value-model';
import { formatAmount } from './widgets/amount-text';
import { optionLabel } from './widgets/option-items';
import type { TermNamer } from './term-names';
import { termKindLabels, termText } from './widgets/search-term-kinds';

/** One removable part of a tab's active filters: a chosen option, a search term, or a filter's whole value. */
export interface ActiveFilterChip {
  /** Unique among the tab's chips. */
  id: string;
  filterKey: string;
  /** The filter's label. */
  label: string;
  /** What is chosen, as a person reads it ("Women", "10 – 90"); empty when the label says it all (a switch on). */
  text: string;
  /** The filter's value once this chip is removed; `null` puts the filter back to its default. */
  without: FilterValue | null;
}

const RANGE_DASH = ' – ';

function range(from: string | null, to: string | null, openEnd: string): string {
  if (from !== null && to !== null) return `${from}${RANGE_DASH}${to}`;
  return from !== null ? `${from}${RANGE_DASH}${openEnd}` : `up to ${to}`;
}

const amount = (value: number | null) => (value === null ? null : formatAmount(value));

/** A filter's whole value in words, for the kinds that make one chip. */
function valueText(filter: Filter, value: FilterValue): string {
  switch (value.kind) {
    case 'text':
      return value.text.trim();
    case 'boolean':
      if (filter.component === 'CBoolean') return value.value === true ? '' : 'off';
      return value.value === null ? 'Any' : value.value ? 'Yes' : 'No';
    case 'number_range':
      return range(amount(value.min), amount(value.max), filter.component_data.infinite_sign ? '∞' : 'any');
    case 'number':
      return value.value === null ? 'any' : `at least ${formatAmount(value.value)}`;
    case 'date_range':
      return range(value.from, value.to, 'today');
    case 'date':
      return value.date ?? 'any';
    case 'options':
      return value.keys.length === 0 ? 'none' : `${value.keys.length} selected`;
    case 'terms':
    case 'sort':
      return '';
  }
}

function chipsOf(filter: Filter, value: FilterValue, name: TermNamer | undefined): ActiveFilterChip[] {
  const label = filter.label ?? filter.key;
  const whole = { filterKey: filter.key, label, without: null };
  if (value.kind === 'options' && value.keys.length > 0 && !filter.component_data.api_url) {
    const items = filter.component_data.items ?? [];
    const labelOf = (key: OptionKey) => optionLabel(items.find((item) => item.key === key) ?? { key });
    return value.keys.map((key) => ({
      ...whole,
      id: `${filter.key}:${key}`,
      text: labelOf(key),
      without: { kind: 'options', keys: value.keys.filter((other) => other !== key) },
    }));
  }
  if (value.kind === 'terms') {
    const kinds = termKindLabels(filter);
    return value.terms.map((term, index) => ({
      ...whole,
      id: `${filter.key}:${index}`,
      label: kinds[term.type],
      text: termText(term, name),
      without: { kind: 'terms', terms: value.terms.filter((_, other) => other !== index) },
    }));
  }
  return [{ ...whole, id: filter.key, text: valueText(filter, value) }];
}

/**
 * What narrows a tab's search, as chips in the catalogue's order: every filter whose value differs
 * from its default, one chip per chosen option (inline options) or search term, one per filter
 * otherwise (API-backed options say how many are chosen: their labels live with the service).
 * Sorts order rather than narrow and locked filters are never sent, so neither makes a chip.
 */
export function activeFilterChips(group: FilterGroup, state: FilterState, name?: TermNamer): ActiveFilterChip[] {
  return group.filters.flatMap((filter) => {
    const kind = valueKindOf(filter);
    if (filter.disabled || kind === null || kind === 'sort' || isV1Orderby(filter)) return [];
    const value = valueIn(state, filter);
    const fallback = defaultValue(filter);
    if (sameValue(value, fallback)) return [];
    // An emptied filter whose default chooses something reads as one chip; an empty value otherwise sends nothing.
    if (isEmptyValue(value) && isEmptyValue(fallback)) return [];
    return chipsOf(filter, value, name);
  });
}
