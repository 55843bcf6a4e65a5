import { SEARCH_FIELD_TYPES, searchFieldTypeSchema, type SearchFieldType } from '../../contract/search-field';
import type { Filter } from '../../contract/filters';
import type { SearchTerm } from '../engine/value-model';
import type { TermNamer } from '../term-names';

/** Every kind a term may have: the builder's, and the advertiser kinds a link may carry. */
type TermKind = SearchTerm['type'];

/** How a kind reads when the service does not label it. */
const FALLBACK_KIND_LABELS: Record<TermKind, string> = {
  text: 'Contains',
  owner_id: 'Advertiser',
  domain: 'Domain',
  first_seen_after: 'First seen after',
  first_seen_before: 'First seen before',
  without_owner: 'Exclude domain',
  without_fanpage: 'Exclude page',
  without_owner_name: 'Exclude advertiser name',
};

/** What each `search_field` kind is called in the builder. */
export type TermKindLabels = Record<TermKind, string>;

/**
 * The service's wording for each kind, from the filter's `component_data.items` (key = kind),
 * so the builder says what the service does; a kind it does not label keeps the built-in wording.
 */
export function termKindLabels(filter: Filter): TermKindLabels {
  const labels = { ...FALLBACK_KIND_LABELS };
  for (const item of filter.component_data.items ?? []) {
    const kind = searchFieldTypeSchema.safeParse(item.key);
    if (kind.success && item.label?.trim()) labels[kind.data] = item.label.trim();
  }
  return labels;
}

/** The kinds in the builder's order, with their labels, as combobox data. */
export function termKindData(labels: TermKindLabels): { value: SearchFieldType; label: string }[] {
  return SEARCH_FIELD_TYPES.map((kind) => ({ value: kind, label: labels[kind] }));
}

const EXCLUSIONS: ReadonlySet<TermKind> = new Set(['without_owner', 'without_fanpage', 'without_owner_name']);

/** Whether a term kind removes ads rather than matches them. */
export function isExclusion(kind: TermKind): boolean {
  return EXCLUSIONS.has(kind);
}

// An instant is printed in UTC, so a shared link reads the same to every colleague. The format is
// made on first use: making it loads its locale data.
let instantFormat: Intl.DateTimeFormat | undefined;

/**
 * A term's text as a person reads it: what `name` calls it (an advertiser's name for its id), a
 * `first_seen_after` or `first_seen_before` instant as `Nov 24, 2026, 7:03 AM UTC`, else as written.
 */
export function termText(term: SearchTerm, name?: TermNamer): string {
  const named = name?.(term);
  if (named !== undefined) return named;
  if (term.type !== 'first_seen_after' && term.type !== 'first_seen_before') return term.text;
  instantFormat ??= new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return `${instantFormat.format(new Date(term.text))} UTC`;
}
