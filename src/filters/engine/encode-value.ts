import type { Filter } from '../../contract/filters';
import type { FilterValue } from './value-model';
import { isEmptyValue } from './defaults';
import { isSingleChoice, isV1Orderby } from './value-kind';

/**
 * The wire encoding of a value (DESIGN §3, `valueSchemaFor`), or `undefined` when there is
 * nothing to send: an empty value, a date range missing an end, terms with only blank text.
 */
export function encodeValue(filter: Filter, value: FilterValue): unknown {
  if (isEmptyValue(value)) return undefined;
  switch (value.kind) {
    case 'options':
      if (isV1Orderby(filter)) return String(value.keys[0]);
      return isSingleChoice(filter) ? value.keys.slice(0, 1) : value.keys;
    case 'text':
      return [value.text.trim()];
    case 'terms': {
      const terms = value.terms.filter((term) => term.text.trim() !== '');
      return terms.length === 0 ? undefined : terms.map(({ type, text }) => ({ type, text }));
    }
    case 'sort':
      return { orderby: value.orderby, order: value.order };
    case 'boolean':
      return [value.value];
    case 'number_range':
      return [value.min, value.max];
    case 'number':
      return [value.value];
    case 'date_range':
      return value.from === null || value.to === null ? undefined : [value.from, value.to];
    case 'date':
      return [value.date];
  }
}
