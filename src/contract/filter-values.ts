import { z } from 'zod';
import { optionKeySchema, type FilterComponent } from './filters';
import { advancedOrderSchema, v1OrderbySchema } from './sorting';
import { searchFieldSchema } from './search-field';

/** `YYYY-MM-DD`, a real calendar day. */
export const isoDateSchema = z.iso.date();

/** Option lists: the selected option keys. */
export const optionKeysValueSchema = z.array(optionKeySchema).min(1).max(200);
/** `NumberMultiRange`: `[min, max]`, `null` for an open end. */
export const numberRangeValueSchema = z
  .tuple([z.number().nullable(), z.number().nullable()])
  .refine(([min, max]) => min === null || max === null || min <= max, 'min must not exceed max');
/** `NumberSingleRange`: `[n]`, read as "at least n". */
export const singleNumberValueSchema = z.tuple([z.number()]);
/** `DateSingle`: `[day]`. */
export const dateValueSchema = z.tuple([isoDateSchema]);
/** `DateMulti`: `[from, to]`, both inclusive. */
export const dateRangeValueSchema = z
  .tuple([isoDateSchema, isoDateSchema])
  .refine(([from, to]) => from <= to, 'the start date must not be after the end date');
/** `BooleanSingle` and `CBoolean`: `[true]` or `[false]`. */
export const booleanValueSchema = z.tuple([z.boolean()]);
/** A `SearchBox` without `sub_keys`: `[text]`. */
export const plainTextValueSchema = z.tuple([z.string().trim().min(1).max(200)]);

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

/** The schema a filter's value must match in a search body. */
export function valueSchemaFor(filter: { key: string; component: FilterComponent; sub_keys?: unknown }): z.ZodType {
  if (filter.key === SEARCH_FIELD_KEY) return searchFieldSchema;
  if (filter.key === ADVANCED_ORDER_KEY) return advancedOrderSchema;
  if (filter.key === V1_ORDERBY_KEY) return v1OrderbySchema;
  switch (VALUE_KIND[filter.component]) {
    case 'text':
      return plainTextValueSchema;
    case 'options':
      return filter.component.startsWith('StringSingle') ? z.tuple([optionKeySchema]) : optionKeysValueSchema;
    case 'boolean':
      return booleanValueSchema;
    case 'number_range':
      return numberRangeValueSchema;
    case 'number':
      return singleNumberValueSchema;
    case 'date_range':
      return dateRangeValueSchema;
    case 'date':
      return dateValueSchema;
  }
}
