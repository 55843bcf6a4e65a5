import type { SearchFieldTerm, SearchFieldType } from '../../contract/search-field';
import { containsPattern, type SqlParams } from './sql-params';

/**
 * What each `search_field` term kind means (all case-insensitive substring matches):
 * - `text`: the title, description, advertiser name or display domain contains the text;
 * - `without_owner`: drop ads whose display domain (the advertiser's site) contains it;
 * - `without_fanpage`: drop ads of advertisers whose page handle on the platform contains it;
 * - `without_owner_name`: drop ads of advertisers whose name contains it.
 * Terms combine with AND.
 */
const TERM_SQL: Record<SearchFieldType, (placeholder: string) => string> = {
  text: (p) => `a.search_text LIKE ${p}`,
  without_owner: (p) => `a.display_url NOT LIKE ${p}`,
  without_fanpage: (p) => `a.owner_id NOT IN (SELECT id FROM owners WHERE handle LIKE ${p})`,
  without_owner_name: (p) => `a.owner_id NOT IN (SELECT id FROM owners WHERE lower(name) LIKE ${p})`,
};

export function searchFieldPredicate(terms: SearchFieldTerm[], params: SqlParams): string | undefined {
  if (terms.length === 0) return undefined;
  return terms.map((term) => TERM_SQL[term.type](params.add(containsPattern(term.text)))).join(' AND ');
}
