import type { Filter } from '../../contract/filters';
import { isoDateSchema } from '../../contract/filter-values';
import { MAX_SEARCH_TERMS, MAX_TEXT_LENGTH } from '../../contract/request-limits';
import { SEARCH_FIELD_TYPES } from '../../contract/search-field';
import { v2SearchFieldTermSchema } from '../../contract/extensions/v2-search-field';
import { sortDirectionSchema, V2_ORDERBY } from '../../contract/sorting';
import type { DroppedParam } from './dropped-param';
import type { FilterValue, SearchTerm } from './value-model';
import { emptyValue } from './defaults';
import type { UrlDecoded } from './url-decoded';
import { decodeOptionsParam } from './url-options-decode';
import { parseNumberToken, unescapeToken } from './url-token';
import { valueKindOf } from './value-kind';

function isDay(text: string): boolean {
  return isoDateSchema.safeParse(text).success;
}

/**
 * `a..b` with either end open (`a..`, `..b`), each end read by `read`; `null` unless there is
 * exactly one `..`, every written end reads, and `a` is not after `b`.
 */
function readRange<T extends number | string>(
  raw: string,
  read: (end: string) => T | null,
): [T | null, T | null] | null {
  const parts = raw.split('..');
  if (parts.length !== 2) return null;
  const ends: (T | null)[] = [];
  for (const part of parts) {
    const end = part === '' ? null : read(part);
    if (part !== '' && end === null) return null;
    ends.push(end);
  }
  const [from = null, to = null] = ends;
  return from !== null && to !== null && from > to ? null : [from, to];
}

/**
 * Whether the search box of `filter` takes terms of `kind`: the interface's kinds always, an
 * extension kind (DESIGN §8) where the catalogue lists it among the filter's items, as a v2
 * service with the extensions does.
 */
function takesKind(filter: Filter, kind: string): boolean {
  return (
    (SEARCH_FIELD_TYPES as readonly string[]).includes(kind) ||
    (filter.component_data.items ?? []).some((item) => item.key === kind)
  );
}

function decodeTerms(filter: Filter, raw: string): UrlDecoded {
  const dropped: DroppedParam[] = [];
  const terms: SearchTerm[] = [];
  for (const part of raw.split(',').filter((piece) => piece !== '')) {
    const colon = part.indexOf(':');
    const text = colon < 0 ? null : unescapeToken(part.slice(colon + 1));
    const term = text === null ? null : v2SearchFieldTermSchema.safeParse({ type: part.slice(0, colon), text });
    if (term?.success && !takesKind(filter, term.data.type)) {
      dropped.push({ name: filter.key, value: part, reason: `this service does not search by ${term.data.type}` });
    } else if (terms.length < MAX_SEARCH_TERMS && text !== null && term?.success) {
      terms.push({ type: term.data.type, text });
    } else {
      dropped.push({
        name: filter.key,
        value: part,
        reason: `not a search term (kind:text, at most ${MAX_SEARCH_TERMS})`,
      });
    }
  }
  return { value: terms.length === 0 ? null : { kind: 'terms', terms }, dropped };
}

function decodeSort(filter: Filter, raw: string): FilterValue | null {
  const dot = raw.lastIndexOf('.');
  const orderby = raw.slice(0, dot);
  const order = sortDirectionSchema.safeParse(raw.slice(dot + 1));
  const items = filter.component_data.items ?? [];
  const known = items.length > 0 ? items.map((item) => String(item.key)) : [...V2_ORDERBY];
  return dot > 0 && order.success && known.includes(orderby) ? { kind: 'sort', orderby, order: order.data } : null;
}

function decodeNumberRange(raw: string): FilterValue | null {
  const range = readRange(raw, parseNumberToken);
  return range && { kind: 'number_range', min: range[0], max: range[1] };
}

function decodeDateRange(raw: string): FilterValue | null {
  const range = readRange(raw, (end) => (isDay(end) ? end : null));
  return range && { kind: 'date_range', from: range[0], to: range[1] };
}

function decodeScalar(filter: Filter, raw: string): FilterValue | null {
  switch (valueKindOf(filter)) {
    case 'text':
      return raw.trim().length <= MAX_TEXT_LENGTH ? { kind: 'text', text: raw } : null;
    case 'sort':
      return decodeSort(filter, raw);
    case 'boolean':
      return raw === 'true' || raw === 'false' ? { kind: 'boolean', value: raw === 'true' } : null;
    case 'number': {
      const value = parseNumberToken(raw);
      return value === null ? null : { kind: 'number', value };
    }
    case 'number_range':
      return decodeNumberRange(raw);
    case 'date':
      return isDay(raw) ? { kind: 'date', date: raw } : null;
    case 'date_range':
      return decodeDateRange(raw);
    case 'options':
    case 'terms':
    case null:
      return null;
  }
}

const INVALID_REASON: Record<string, string> = {
  text: `longer than ${MAX_TEXT_LENGTH} characters`,
  sort: 'not a sort (field.asc or field.desc)',
  boolean: 'not true or false',
  number: 'not a number',
  number_range: 'not a number range (min..max)',
  date: 'not a date (YYYY-MM-DD)',
  date_range: 'not a date range (YYYY-MM-DD..YYYY-MM-DD)',
};

/** Reads one link parameter of `filter` (DESIGN §6); `''` is the explicit empty value. */
export function decodeUrlValue(filter: Filter, raw: string): UrlDecoded {
  const kind = valueKindOf(filter);
  if (kind === null)
    return { value: null, dropped: [{ name: filter.key, value: raw, reason: 'not supported by this explorer' }] };
  if (kind === 'options') return decodeOptionsParam(filter, raw);
  if (raw === '') return { value: emptyValue(filter), dropped: [] };
  if (kind === 'terms') return decodeTerms(filter, raw);
  const value = decodeScalar(filter, raw);
  if (value) return { value, dropped: [] };
  return {
    value: null,
    dropped: [{ name: filter.key, value: raw, reason: INVALID_REASON[kind] ?? 'not a valid value' }],
  };
}
