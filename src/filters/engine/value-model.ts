import type { OptionKey } from '../../contract/filters';
import type { V2SearchFieldTerm } from '../../contract/extensions/v2-search-field';
import type { SortDirection } from '../../contract/sorting';

/**
 * The explorer-side value of one filter, tagged by kind. Widgets receive and emit these;
 * `encodeValue` turns them into the wire encoding of DESIGN §3. An "empty" value never reaches
 * a request body.
 */
export type FilterValue =
  | { kind: 'options'; keys: OptionKey[] }
  | { kind: 'text'; text: string }
  | { kind: 'terms'; terms: SearchTerm[] }
  | { kind: 'sort'; orderby: string; order: SortDirection }
  | { kind: 'boolean'; value: boolean | null }
  | { kind: 'number_range'; min: number | null; max: number | null }
  | { kind: 'number'; value: number | null }
  | { kind: 'date_range'; from: string | null; to: string | null }
  | { kind: 'date'; date: string | null };

export type FilterValueKind = FilterValue['kind'];
export type ValueOfKind<K extends FilterValueKind> = Extract<FilterValue, { kind: K }>;

/** Filter values of one platform tab, by filter key. Missing key = the filter's empty value. */
export type FilterState = Record<string, FilterValue>;

/** A `search_field` term: the interface's kinds, or a v2 extension kind (advertiser, domain, first seen after). */
export type SearchTerm = V2SearchFieldTerm;
