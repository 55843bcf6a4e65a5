import { z } from '../../contract/zod';
import type { Filter } from '../../contract/filters';
import { optionKeySchema } from '../../contract/filters';
import {
  booleanValueSchema,
  dateRangeValueSchema,
  dateValueSchema,
  numberRangeValueSchema,
  singleNumberValueSchema,
} from '../../contract/filter-values';
import { searchFieldSchema } from '../../contract/search-field';
import { sortDirectionSchema } from '../../contract/sorting';
import type { FilterValue } from './value-model';
import { isSingleChoice, isV1Orderby, valueKindOf } from './value-kind';

const looseSortSchema = z.object({ orderby: z.string().check(z.minLength(1)), order: sortDirectionSchema });
const textListSchema = z.array(z.string());
const keyListSchema = z.array(optionKeySchema);

/**
 * Reads a filter's `default` (an array, per the interface) into a value; `null` when it does not
 * fit the filter. A sort object or v1 sort string is the array's only element.
 */
export function valueFromWire(filter: Filter, wire: readonly unknown[]): FilterValue | null {
  const first = wire[0];
  switch (valueKindOf(filter)) {
    case 'options': {
      if (isV1Orderby(filter) && typeof first === 'string') return { kind: 'options', keys: [first] };
      const keys = keyListSchema.safeParse(wire);
      if (!keys.success) return null;
      return { kind: 'options', keys: isSingleChoice(filter) ? keys.data.slice(0, 1) : keys.data };
    }
    case 'text': {
      const text = textListSchema.safeParse(wire);
      return text.success ? { kind: 'text', text: text.data[0] ?? '' } : null;
    }
    case 'terms': {
      const terms = searchFieldSchema.safeParse(wire);
      return terms.success ? { kind: 'terms', terms: terms.data } : null;
    }
    case 'sort': {
      const sort = looseSortSchema.safeParse(first);
      return sort.success ? { kind: 'sort', ...sort.data } : null;
    }
    case 'boolean': {
      const flag = booleanValueSchema.safeParse(wire);
      return flag.success ? { kind: 'boolean', value: flag.data[0] } : null;
    }
    case 'number_range': {
      const range = numberRangeValueSchema.safeParse(wire);
      return range.success ? { kind: 'number_range', min: range.data[0], max: range.data[1] } : null;
    }
    case 'number': {
      const number = singleNumberValueSchema.safeParse(wire);
      return number.success ? { kind: 'number', value: number.data[0] } : null;
    }
    case 'date_range': {
      const range = dateRangeValueSchema.safeParse(wire);
      return range.success ? { kind: 'date_range', from: range.data[0], to: range.data[1] } : null;
    }
    case 'date': {
      const date = dateValueSchema.safeParse(wire);
      return date.success ? { kind: 'date', date: date.data[0] } : null;
    }
    case null:
      return null;
  }
}
