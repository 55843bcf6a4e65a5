import { SEARCH_FIELD_KEY } from '../../contract/filter-values';
import { OWNER_TERM_TYPES, type OwnerTerm } from '../../contract/extensions/owners';
import type { SqlParams } from './sql-params';

const isOwnerTerm = (term: unknown): term is OwnerTerm =>
  (OWNER_TERM_TYPES as readonly unknown[]).includes((term as { type?: unknown } | null)?.type);

const TERM_SQL: Record<OwnerTerm['type'], (placeholder: string) => string> = {
  owner_id: (p) => `a.owner_id = ${p}::integer`,
  domain: (p) => `lower(a.display_url) = ${p}`,
};

/**
 * The `owner_id` and `domain` terms of a validated `search_field` (v2, `owners` extension) as SQL
 * conditions, and the fields without them for the catalogue's predicates, which know the
 * interface's kinds only. A domain matches exactly, ignoring case.
 */
export function ownerTermConditions(
  fields: Record<string, unknown>,
  params: SqlParams,
): { fields: Record<string, unknown>; conditions: string[] } {
  const terms = fields[SEARCH_FIELD_KEY];
  if (!Array.isArray(terms) || !terms.some(isOwnerTerm)) return { fields, conditions: [] };
  const conditions = terms
    .filter(isOwnerTerm)
    .map((term) => TERM_SQL[term.type](params.add(term.type === 'domain' ? term.text.toLowerCase() : term.text)));
  return { fields: { ...fields, [SEARCH_FIELD_KEY]: terms.filter((term) => !isOwnerTerm(term)) }, conditions };
}
