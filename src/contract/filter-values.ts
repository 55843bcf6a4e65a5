import { z } from './zod';
import { idSchema, integerSchema, numberSchema, withoutNul, type NumberType } from './bounded-values';
import type { FilterComponent } from './filters';
import { FIRST_DAY, LAST_DAY, MAX_OPTION_KEY_LENGTH, MAX_SELECTED_OPTIONS, MAX_TEXT_LENGTH } from './request-limits';
import { advancedOrderSchema, v1OrderbySchema } from './sorting';
import { searchFieldSchema } from './search-field';
import { builtOnFirstUse } from './built-on-first-use';

/** `YYYY-MM-DD`, a real calendar day from 1970-01-01 to 9999-12-31. */
export const isoDateSchema = builtOnFirstUse(() =>
  z.iso
    .date()
    .check(z.refine((day) => day >= FIRST_DAY && day <= LAST_DAY, `must be a day from ${FIRST_DAY} to ${LAST_DAY}`)),
);

/** A selected option key: an `int4` id, a short text without NUL, or a boolean. */
export const requestOptionKeySchema = builtOnFirstUse(() =>
  z.union([integerSchema('int4'), withoutNul(z.string().check(z.maxLength(MAX_OPTION_KEY_LENGTH))), z.boolean()]),
);
/** Option lists: the selected option keys. */
export const optionKeysValueSchema = builtOnFirstUse(() =>
  z.array(requestOptionKeySchema).check(z.minLength(1), z.maxLength(MAX_SELECTED_OPTIONS)),
);
/** Options behind an `api_url` are looked up by id, so their keys are ids. */
export const optionIdsValueSchema = builtOnFirstUse(() =>
  z.array(idSchema).check(z.minLength(1), z.maxLength(MAX_SELECTED_OPTIONS)),
);

/** `NumberMultiRange`: `[min, max]` fitting the filter's column, `null` for an open end. */
export function numberRangeValueSchemaOf(type: NumberType) {
  const end = z.nullable(numberSchema(type));
  return z
    .tuple([end, end])
    .check(z.refine(([min, max]) => min === null || max === null || min <= max, 'min must not exceed max'));
}
/** `NumberSingleRange`: `[n]`, read as "at least n", fitting the filter's column. */
export function singleNumberValueSchemaOf(type: NumberType) {
  return z.tuple([numberSchema(type)]);
}
/** Number values for any column: the service narrows them to its column's type. */
export const numberRangeValueSchema = builtOnFirstUse(() => numberRangeValueSchemaOf('float8'));
export const singleNumberValueSchema = builtOnFirstUse(() => singleNumberValueSchemaOf('float8'));
/** `DateSingle`: `[day]`. */
export const dateValueSchema = builtOnFirstUse(() => z.tuple([isoDateSchema]));
/** `DateMulti`: `[from, to]`, both inclusive. */
export const dateRangeValueSchema = builtOnFirstUse(() =>
  z
    .tuple([isoDateSchema, isoDateSchema])
    .check(z.refine(([from, to]) => from <= to, 'the start date must not be after the end date')),
);
/** `BooleanSingle` and `CBoolean`: `[true]` or `[false]`. */
export const booleanValueSchema = builtOnFirstUse(() => z.tuple([z.boolean()]));
/** A `SearchBox` without `sub_keys`: `[text]`. */
export const plainTextValueSchema = builtOnFirstUse(() =>
  z.tuple([withoutNul(z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_TEXT_LENGTH)))]),
);

/** How each component's value is encoded in a search body (DESIGN §3). */
export const VALUE_KIND: Record<FilterComponent, ValueKind> = {
  SearchBox: 'text',
  StringMulti: 'options',
  StringMultiSearchable: 'options',
  StringMultiSearchableApi: 'options',
  StringMultiApi: 'options',
  StringSingle: 'options',
  StringSingleSearchable: 'options',
  StringSingleSearchableApi: 'options',
  BooleanMulti: 'options',
  BooleanSingle: 'boolean',
  NumberMultiRange: 'number_range',
  NumberSingleRange: 'number',
  DateMulti: 'date_range',
  DateSingle: 'date',
  CBoolean: 'boolean',
};
export type ValueKind = 'text' | 'options' | 'boolean' | 'number_range' | 'number' | 'date_range' | 'date';

/** Keys of the two structured filters of 2.5 and the v1 sort. */
export const SEARCH_FIELD_KEY = 'search_field';
export const ADVANCED_ORDER_KEY = 'advanced_order';
export const V1_ORDERBY_KEY = 'orderby';

/**
 * The schema a filter's value must match in a search body. `numbers` is the type of the column a
 * number filter compares with; the default, `float8`, admits any number a client may send.
 */
export function valueSchemaFor(
  filter: { key: string; component: FilterComponent; sub_keys?: unknown },
  numbers: NumberType = 'float8',
): z.ZodMiniType {
  if (filter.key === SEARCH_FIELD_KEY) return searchFieldSchema;
  if (filter.key === ADVANCED_ORDER_KEY) return advancedOrderSchema;
  if (filter.key === V1_ORDERBY_KEY) return v1OrderbySchema;
  switch (VALUE_KIND[filter.component]) {
    case 'text':
      return plainTextValueSchema;
    case 'options': {
      const api = filter.component.endsWith('Api');
      if (filter.component.startsWith('StringSingle')) return z.tuple([api ? idSchema : requestOptionKeySchema]);
      return api ? optionIdsValueSchema : optionKeysValueSchema;
    }
    case 'boolean':
      return booleanValueSchema;
    case 'number_range':
      return numberRangeValueSchemaOf(numbers);
    case 'number':
      return singleNumberValueSchemaOf(numbers);
    case 'date_range':
      return dateRangeValueSchema;
    case 'date':
      return dateValueSchema;
  }
}
