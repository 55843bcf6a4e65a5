import type { FilterValue } from './value-model';
import { escapeToken, optionKeyToken } from './url-token';

function rangeText(from: number | string | null, to: number | string | null): string {
  return from === null && to === null ? '' : `${from ?? ''}..${to ?? ''}`;
}

/**
 * A value as a saved-link parameter (DESIGN §6): `1,2`, `10..90`, `10..`, `2026-01-01`,
 * `true`, `text:shoes,without_owner:acme`, `web_traffic.desc`. An empty value is `''`.
 */
export function encodeUrlValue(value: FilterValue): string {
  switch (value.kind) {
    case 'options':
      return value.keys.map(optionKeyToken).join(',');
    case 'text':
      return value.text;
    case 'terms':
      return value.terms.map((term) => `${term.type}:${escapeToken(term.text)}`).join(',');
    case 'sort':
      return value.orderby === '' ? '' : `${value.orderby}.${value.order}`;
    case 'boolean':
    case 'number':
      return value.value === null ? '' : String(value.value);
    case 'number_range':
      return rangeText(value.min, value.max);
    case 'date_range':
      return rangeText(value.from, value.to);
    case 'date':
      return value.date ?? '';
  }
}
