import { SEARCH_FIELD_TYPES, searchFieldTypeSchema, type SearchFieldType } from '../../contract/search-field';
import type { Filter } from '../../contract/filters';
import type { SearchTerm } from '../engine/value-model';

/** Every kind a term may have: the builder's, and the advertiser kinds a link may carry. */
type TermKind = SearchTerm['type'];

/** How a kind reads when the service does not label it; `text`, `owner_id` and `domain` include, the others exclude. */
const FALLBACK_KIND_LABELS: Record<TermKind, string> = {
  text: 'Contains',
  owner_id: 'Advertiser',
  domain: 'Domain',
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

/** Whether a term kind removes ads rather than matches them. */
export function isExclusion(kind: TermKind): boolean {
  return kind !== 'text' && kind !== 'owner_id' && kind !== 'domain';
}
