import type { Filter } from '../../../contract/filters';
import { MAX_SEARCH_TERMS } from '../../../contract/request-limits';
import { SEARCH_FIELD_TYPES, searchFieldSchema } from '../../../contract/search-field';
import {
  v2SearchFieldTermSchema,
  type V2SearchFieldTerm as SearchTerm,
} from '../../../contract/extensions/v2-search-field';
import type { DroppedParam } from '../dropped-param';
import type { UrlDecoded } from '../url-decoded';
import { escapeToken, unescapeToken } from '../url-token';
import { sameByJson, type ChipWording, type ValueChip, type ValueKindCodec } from './value-kind-codec';

/** The value of `search_field`: its include and exclude terms, in the order they were added. */
export type TermsValue = { kind: 'terms'; terms: SearchTerm[] };

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

/** Reads `text:shoes,without_owner:acme`; each term that does not read is dropped on its own. */
function fromUrl(filter: Filter, raw: string): UrlDecoded<TermsValue> {
  if (raw === '') return { value: termsKind.empty(), dropped: [] };
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

/** One chip per term, labelled with the term's kind. */
function chips(filter: Filter, value: TermsValue, wording: ChipWording): ValueChip<TermsValue>[] {
  const kinds = wording.termKinds(filter);
  return value.terms.map((term, index) => ({
    id: `${filter.key}:${index}`,
    filterKey: filter.key,
    label: kinds[term.type],
    text: wording.term(term),
    without: { kind: 'terms', terms: value.terms.filter((_, other) => other !== index) },
  }));
}

/** `search_field` terms (or `sub_keys` `{type: 'type', main: 'text'}`): `kind:text,…` in a link, `[{type, text}]` on the wire. */
export const termsKind: ValueKindCodec<TermsValue> = {
  empty: () => ({ kind: 'terms', terms: [] }),
  isEmpty: (value) => value.terms.length === 0,
  same: sameByJson,
  fromWire(_filter, wire) {
    const terms = searchFieldSchema.safeParse(wire);
    return terms.success ? { kind: 'terms', terms: terms.data } : null;
  },
  toWire(_filter, value) {
    // Terms with only blank text are never sent.
    const terms = value.terms.filter((term) => term.text.trim() !== '');
    return terms.length === 0 ? undefined : terms.map(({ type, text }) => ({ type, text }));
  },
  fromUrl,
  toUrl: (value) => value.terms.map((term) => `${term.type}:${escapeToken(term.text)}`).join(','),
  chips,
};
