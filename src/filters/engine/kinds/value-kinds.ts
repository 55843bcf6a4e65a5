import { booleanKind, type BooleanValue } from './boolean';
import { dateKind, type DateValue } from './date';
import { dateRangeKind, type DateRangeValue } from './date-range';
import { numberKind, type NumberValue } from './number';
import { numberRangeKind, type NumberRangeValue } from './number-range';
import { optionsKind, type OptionsValue } from './options';
import { sortKind, type SortValue } from './sort';
import { termsKind, type TermsValue } from './terms';
import { textKind, type TextValue } from './text';
import type { HeldValueKind } from '../value-kind';
import type { ValueKindCodec } from './value-kind-codec';

/**
 * The explorer-side value of one filter, tagged by kind; each kind's module defines its value
 * beside its codec. Widgets receive and emit these; an "empty" value never reaches a request body.
 */
export type FilterValue =
  | OptionsValue
  | TextValue
  | TermsValue
  | SortValue
  | BooleanValue
  | NumberRangeValue
  | NumberValue
  | DateRangeValue
  | DateValue;

export type FilterValueKind = FilterValue['kind'];
export type ValueOfKind<K extends FilterValueKind> = Extract<FilterValue, { kind: K }>;

/**
 * The codec of every value kind, in one table: a kind added to `FilterValue`, or one `valueKindOf`
 * may give (`HeldValueKind`), fails the type check here until its codec is listed, and a codec
 * listed here fails it until its value is in `FilterValue`.
 */
export const VALUE_KINDS: {
  readonly [K in FilterValueKind | HeldValueKind]: ValueKindCodec<Extract<FilterValue, { kind: K }>>;
} = {
  options: optionsKind,
  text: textKind,
  terms: termsKind,
  sort: sortKind,
  boolean: booleanKind,
  number_range: numberRangeKind,
  number: numberKind,
  date_range: dateRangeKind,
  date: dateKind,
};

/**
 * The codec of `kind`. Given a value's kind, it takes that value; `same` takes a second value
 * only once the caller has checked it is of the same kind.
 */
export function codecOf<K extends FilterValueKind>(kind: K): ValueKindCodec<ValueOfKind<K>> {
  return VALUE_KINDS[kind];
}
