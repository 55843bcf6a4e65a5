import type { SearchFieldTerm, SearchFieldType } from '../../contract/search-field';
import { containsPattern, type SqlParams } from './sql-params';

/**
 * What each `search_field` term kind matches, every one ignoring case (docs/decisions.md, "Search
 * box kinds"; the explorer's hints say the same):
 * - `text` (substring): the title, copy, advertiser name or display domain contains the text;
 * - `without_owner` (exact): drop ads whose display domain is the domain, read without a scheme,
 *   `www.` or path, so `coral` drops nothing and `https://www.coral.com/x` drops `coral.com`;
 * - `without_fanpage` (exact): drop ads of the advertiser whose page name or handle (`@` optional)
 *   is the text;
 * - `without_owner_name` (whole words): drop ads of advertisers whose name holds the text's words
 *   in a row, so `cedar` drops "Cedar Outfitters" but not "Cedarwood".
 * Terms combine with AND: an ad must match every include term and no exclusion.
 */
const TERM_SQL: Record<SearchFieldType, (term: SearchFieldTerm, params: SqlParams) => string> = {
  text: (term, params) => `a.search_text LIKE ${params.add(containsPattern(term.text))}`,
  without_owner: (term, params) => `${bareDomainSql('a.display_url')} <> ${params.add(bareDomain(term.text))}`,
  without_fanpage: (term, params) => {
    const text = params.add(term.text.replace(/\s+/g, ' ').toLowerCase());
    const handle = params.add(term.text.replace(/^@/, '').toLowerCase());
    return `a.owner_id NOT IN (SELECT id FROM owners WHERE lower(name) = ${text} OR lower(handle) = ${handle})`;
  },
  without_owner_name: (term, params) =>
    `a.owner_id NOT IN (SELECT id FROM owners WHERE name ~* ${params.add(wordsPattern(term.text))})`,
};

/** A domain as typed, reduced to the bare host: lower case, without scheme, `www.`, port, path or final dot. */
export function bareDomain(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#:].*$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '');
}

/** The same reduction of a stored display domain, in SQL. */
function bareDomainSql(column: string): string {
  return `regexp_replace(lower(${column}), '^www\\.', '')`;
}

/** A PostgreSQL regular expression for the text's words in a row, each whole (`\m`, `\M` word edges). */
export function wordsPattern(text: string): string {
  const words = text
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[\\.^$|?*+()[\]{}]/g, '\\$&'));
  const start = /^\w/.test(text.trim()) ? '\\m' : '';
  const end = /\w$/.test(text.trim()) ? '\\M' : '';
  return `${start}${words.join('\\s+')}${end}`;
}

export function searchFieldPredicate(terms: SearchFieldTerm[], params: SqlParams): string | undefined {
  if (terms.length === 0) return undefined;
  return terms.map((term) => TERM_SQL[term.type](term, params)).join(' AND ');
}
