import type { V2SearchFieldTerm } from '../../contract/extensions/v2-search-field';
import type { FilterValue } from './kinds/value-kinds';

/** The value of one filter, tagged by kind; each kind's value and codec live in `kinds/`. */
export type { FilterValue, FilterValueKind, ValueOfKind } from './kinds/value-kinds';

/** Filter values of one platform tab, by filter key. Missing key = the filter's empty value. */
export type FilterState = Record<string, FilterValue>;

/** A `search_field` term: the interface's kinds, or a v2 extension kind (advertiser, domain, first seen after). */
export type SearchTerm = V2SearchFieldTerm;
