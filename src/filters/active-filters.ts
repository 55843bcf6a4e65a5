import type { FilterGroup } from '../contract/filters';
import { defaultValue, isEmptyValue, valueIn } from './engine/defaults';
import type { ChipWording, ValueChip } from './engine/kinds/value-kind-codec';
import { codecOf } from './engine/kinds/value-kinds';
import { sameValue } from './engine/same-value';
import { isV1Orderby, valueKindOf } from './engine/value-kind';
import type { FilterState, FilterValue } from './engine/value-model';
import { formatAmount } from './widgets/amount-text';
import { optionLabel } from './widgets/option-items';
import type { TermNamer } from './term-names';
import { termKindLabels, termText } from './widgets/search-term-kinds';

/** One removable part of a tab's active filters: a chosen option, a search term, or a filter's whole value. */
export type ActiveFilterChip = ValueChip<FilterValue>;

/** How the chips word amounts, options and terms: as the widgets do. */
function wording(name: TermNamer | undefined): ChipWording {
  return { amount: formatAmount, option: optionLabel, termKinds: termKindLabels, term: (term) => termText(term, name) };
}

/**
 * What narrows a tab's search, as chips in the catalogue's order: every filter whose value differs
 * from its default, one chip per chosen option (inline options) or search term, one per filter
 * otherwise (API-backed options say how many are chosen: their labels live with the service).
 * Sorts order rather than narrow and locked filters are never sent, so neither makes a chip.
 */
export function activeFilterChips(group: FilterGroup, state: FilterState, name?: TermNamer): ActiveFilterChip[] {
  const words = wording(name);
  return group.filters.flatMap((filter) => {
    if (filter.disabled || valueKindOf(filter) === null || isV1Orderby(filter)) return [];
    const value = valueIn(state, filter);
    const fallback = defaultValue(filter);
    if (sameValue(value, fallback)) return [];
    // An emptied filter whose default chooses something reads as one chip; an empty value otherwise sends nothing.
    if (isEmptyValue(value) && isEmptyValue(fallback)) return [];
    return codecOf(value.kind).chips(filter, value, words);
  });
}
