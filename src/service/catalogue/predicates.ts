import { SEARCH_FIELD_KEY } from '../../contract/filter-values';
import type { OptionKey } from '../../contract/filters';
import type { SearchFieldTerm } from '../../contract/search-field';
import { ALL_PLATFORMS } from './platforms/mega';
import { GENDER_ALL, MEDIA_VIDEO, NETWORKS_ALL } from './options';
import { searchFieldPredicate } from './search-field-predicate';
import { containsPattern, type SqlParams } from './sql-params';

/**
 * Turns a parsed filter value (wire encoding of DESIGN §3) into a SQL condition over `a` (ads)
 * and `r` (the revision valid at the snapshot); undefined means the value does not narrow.
 */
export type Predicate = (value: never, params: SqlParams) => string | undefined;

const DAY_MS = 86_400_000;
/** ISO 8601 as PostgreSQL reads it: the year after 9999 without JavaScript's `+0` expansion. */
const instant = (ms: number) => new Date(ms).toISOString().replace(/^\+0*/, '');
const dayStart = (day: string) => instant(Date.parse(`${day}T00:00:00Z`));
const dayEnd = (day: string) => instant(Date.parse(`${day}T00:00:00Z`) + DAY_MS);

const keyAs = (type: 'integer' | 'text') => (key: OptionKey) => (type === 'integer' ? Number(key) : String(key));

/** An "All" option (DESELECT_OTHER / SINGLETON_RELATION item) among the keys means no narrowing. */
const anyOf =
  (column: string, type: 'integer' | 'text', allKey?: OptionKey) => (keys: OptionKey[], params: SqlParams) =>
    allKey !== undefined && keys.includes(allKey)
      ? undefined
      : `${column} = ANY(${params.add(keys.map(keyAs(type)))}::${type}[])`;

const overlaps = (column: string, type: 'integer' | 'text') => (keys: OptionKey[], params: SqlParams) =>
  `${column} && ${params.add(keys.map(keyAs(type)))}::${type}[]`;

const equalsOne =
  (column: string, type: 'integer' | 'text') =>
  ([key]: [OptionKey], params: SqlParams) =>
    `${column} = ${params.add(keyAs(type)(key))}::${type}`;

const between =
  (column: string) =>
  ([min, max]: [number | null, number | null], params: SqlParams) => {
    const parts = [
      min !== null && `${column} >= ${params.add(min)}`,
      max !== null && `${column} <= ${params.add(max)}`,
    ].filter(Boolean);
    return parts.length ? parts.join(' AND ') : undefined;
  };

/** One predicate per enabled filter key of every catalogue (sort keys are handled by `sort-columns.ts`). */
export const PREDICATES = {
  [SEARCH_FIELD_KEY]: (terms: SearchFieldTerm[], params: SqlParams) => searchFieldPredicate(terms, params),
  gender: anyOf('a.gender', 'integer', GENDER_ALL),
  behaviors: overlaps('a.behaviors', 'integer'),
  interests: overlaps('a.interests', 'integer'),
  owner_categories: equalsOne('a.owner_category_id', 'integer'),
  publisher_platforms: overlaps('a.publisher_platforms', 'integer'),
  networks: anyOf('a.network', 'integer', NETWORKS_ALL),
  publishers: anyOf('a.publisher_id', 'integer'),
  placements: anyOf('a.placement', 'integer'),
  os: equalsOne('a.os', 'integer'),
  platforms: anyOf('a.platform', 'text', ALL_PLATFORMS),
  countries: overlaps('a.countries', 'text'),
  language: equalsOne('a.language', 'text'),
  media_type: anyOf('a.media_kind', 'integer'),
  call_to_action: anyOf('a.cta_id', 'integer'),
  has_video: ([yes]: [boolean]) => (yes ? `a.media_kind = ${MEDIA_VIDEO}` : `a.media_kind <> ${MEDIA_VIDEO}`),
  verified: ([yes]: [boolean], params: SqlParams) => `a.owner_verified = ${params.add(yes)}`,
  domain: ([text]: [string], params: SqlParams) => `a.display_url LIKE ${params.add(containsPattern(text))}`,
  days_running: between('r.days_running'),
  traffic: between('r.traffic'),
  impressions: ([least]: [number], params: SqlParams) => `r.impressions >= ${params.add(least)}`,
  first_seen: ([from, to]: [string, string], params: SqlParams) =>
    `a.first_seen >= ${params.add(dayStart(from))}::timestamptz AND a.first_seen < ${params.add(dayEnd(to))}::timestamptz`,
  last_seen: ([since]: [string], params: SqlParams) => `r.last_seen >= ${params.add(dayStart(since))}::timestamptz`,
} satisfies Record<string, Predicate>;

export function predicateOf(key: string): Predicate | undefined {
  return Object.hasOwn(PREDICATES, key) ? (PREDICATES as Record<string, Predicate>)[key] : undefined;
}
