import { SEARCH_FIELD_KEY } from '../../contract/filter-values';
import { EXTENSION_TERM_TYPES, type ExtensionTerm } from '../../contract/extensions/v2-search-field';
import type { SqlParams } from './sql-params';

const isExtensionTerm = (term: unknown): term is ExtensionTerm =>
  (EXTENSION_TERM_TYPES as readonly unknown[]).includes((term as { type?: unknown } | null)?.type);

/** Each kind's condition, given its text's placeholder. */
const TERM_SQL: Record<ExtensionTerm['type'], (placeholder: string) => string> = {
  owner_id: (p) => `a.owner_id = ${p}::integer`,
  domain: (p) => `lower(a.display_url) = ${p}`,
  first_seen_after: (p) => `a.first_seen > ${p}::timestamptz`,
  first_seen_before: (p) => `a.first_seen < ${p}::timestamptz`,
};

/** The value bound for a term's text: a domain in lower case (it matches ignoring case), an instant in UTC. */
function boundText(term: ExtensionTerm): string {
  if (term.type === 'domain') return term.text.toLowerCase();
  if (term.type === 'first_seen_after' || term.type === 'first_seen_before') return new Date(term.text).toISOString();
  return term.text;
}

/**
 * The extension terms of a validated v2 `search_field` (`owner_id`, `domain`, `first_seen_after`,
 * `first_seen_before`)
 * as SQL conditions, and the fields without them for the catalogue's predicates, which know the
 * interface's kinds only.
 */
export function extensionTermConditions(
  fields: Record<string, unknown>,
  params: SqlParams,
): { fields: Record<string, unknown>; conditions: string[] } {
  const terms = fields[SEARCH_FIELD_KEY];
  if (!Array.isArray(terms) || !terms.some(isExtensionTerm)) return { fields, conditions: [] };
  const conditions = terms.filter(isExtensionTerm).map((term) => TERM_SQL[term.type](params.add(boundText(term))));
  return { fields: { ...fields, [SEARCH_FIELD_KEY]: terms.filter((term) => !isExtensionTerm(term)) }, conditions };
}
