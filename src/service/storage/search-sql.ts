import { PAGE_SIZE } from '../../contract/search-request';
import { isFilterComponent } from '../../contract/filters';
import type { Catalogue, SearchQuery } from '../ads-store';
import { extensionTermConditions } from '../catalogue/extension-terms';
import { predicateOf, type Predicate } from '../catalogue/predicates';
import { orderByClause, sortKeyOf } from '../catalogue/sort-columns';
import { SqlParams } from '../catalogue/sql-params';
import { filterValueSchema } from '../catalogue/value-schemas';
import { bookmarkedColumn } from './bookmarked-sql';
import { hiddenPredicate } from './hidden-predicate';

/** Columns of `SummaryRow`. */
export const SUMMARY_COLUMNS = `a.id, a.platform, a.title, a.display_url, a.post_url, a.media, a.countries, a.first_seen,
  o.id AS owner_id, o.name AS owner_name, o.is_verified AS owner_verified,
  r.last_seen, r.days_running, r.impressions, r.traffic, r.views, r.likes, r.reposts, r.comments, r.upvotes`;

type ScopeQuery = Pick<SearchQuery, 'platform' | 'lastHit' | 'fields' | 'hiddenFor'>;

/** A condition that reads the revision `r`; the others read `a` (ads) and tables of their own. */
const READS_REVISION = /\br\./;

/**
 * The snapshot placeholder of a search and the conditions its fields add (extension terms,
 * hides, enabled filters of the catalogue; sort keys, unknown or disabled keys add none).
 */
function scopeConditions(query: ScopeQuery, catalogue: Catalogue, params: SqlParams) {
  const snapshot = params.add(query.lastHit);
  const { fields, conditions } = extensionTermConditions(query.fields, params);
  if (query.hiddenFor !== undefined) conditions.push(hiddenPredicate(query.hiddenFor, snapshot, params));
  for (const filter of catalogue.group.filters) {
    const { key, component } = filter;
    const predicate: Predicate | undefined = predicateOf(key);
    if (!(key in fields) || filter.disabled || !predicate || !isFilterComponent(component)) continue;
    const value = filterValueSchema({ key, component }).parse(fields[key]) as never;
    const condition = predicate(value, params);
    if (condition) conditions.push(`(${condition})`);
  }
  return { snapshot, conditions };
}

/**
 * What a search reads at its snapshot, as `FROM … WHERE …` text over `a` (ads) and `r` (the
 * revision valid at the snapshot): only ads indexed before it, narrowed by its fields.
 */
export function searchScope(query: ScopeQuery, catalogue: Catalogue, params: SqlParams): string {
  const { snapshot, conditions } = scopeConditions(query, catalogue, params);
  return joinedScope(snapshot, platformOf(query, params), conditions);
}

/**
 * An ad retired at `retired_at` is in the snapshots cut up to that instant, as a revision is in
 * those up to its `valid_to` (migration 12): pages read before a retirement never change.
 */
const notRetiredAt = (snapshot: string) => `(a.retired_at IS NULL OR a.retired_at >= to_timestamp(${snapshot}))`;

/**
 * What a count reads, as `FROM … WHERE …` text ending with its conditions: the scope of a search,
 * on mega narrowed to `platform` (an SQL expression) when given. Without the revisions when no
 * condition reads them: an ad is in a snapshot exactly when its `visible_from` is before it and it
 * was not retired by then (migrations 10, 12), so such a count reads the index of `ads` alone.
 * `withRevision` joins them anyway, for a caller that reads `r` itself (a histogram of last seen).
 */
export function countScope(
  query: ScopeQuery,
  catalogue: Catalogue,
  params: SqlParams,
  platform?: string,
  withRevision = false,
): string {
  const { snapshot, conditions } = scopeConditions(query, catalogue, params);
  const on = platformOf(query, params, platform);
  if (withRevision || conditions.some((condition) => READS_REVISION.test(condition)))
    return joinedScope(snapshot, on, conditions);
  const where = [
    `a.visible_from < to_timestamp(${snapshot})`,
    notRetiredAt(snapshot),
    ...(on ? [`a.platform = ${on}`] : []),
    ...conditions,
  ];
  return `ads a WHERE ${where.join(' AND ')}`;
}

/** The SQL of the platform a scope is narrowed to: the query's own, else `platform` (on mega). */
function platformOf(query: ScopeQuery, params: SqlParams, platform?: string): string | undefined {
  return query.platform === 'mega' ? platform : params.add(query.platform);
}

/**
 * Ads indexed before the snapshot and not retired by then, joined to their revision valid at it;
 * with a platform, both tables are narrowed to it, so the planner can walk a per-platform sort
 * index of the revisions.
 */
function joinedScope(snapshot: string, platform: string | undefined, conditions: string[]): string {
  const where = [`a.indexed_at < to_timestamp(${snapshot})`, notRetiredAt(snapshot)];
  if (platform) where.push(`a.platform = ${platform}`, `r.platform = ${platform}`);
  return `ads a
      JOIN ad_revisions r ON r.ad_id = a.id AND r.valid_from < to_timestamp(${snapshot})
        AND (r.valid_to IS NULL OR r.valid_to >= to_timestamp(${snapshot}))
      WHERE ${[...where, ...conditions].join(' AND ')}`;
}

/**
 * The page query of a search (DESIGN §4): the ads of its scope in a total order, one row more
 * than a page to tell whether another follows. The page is chosen over narrow rows first, then
 * joined to the wide columns it shows, and with `bookmarkedFor` to whether each is bookmarked.
 */
export function searchSql(query: SearchQuery, catalogue: Catalogue): { sql: string; params: unknown[] } {
  const params = new SqlParams();
  const scope = searchScope(query, catalogue, params);
  const order = orderByClause(sortKeyOf(query.fields));
  const offset = params.add((query.page - 1) * PAGE_SIZE);
  const bookmarked = query.bookmarkedFor === undefined ? '' : `, ${bookmarkedColumn(params.add(query.bookmarkedFor))}`;
  const sql = `WITH page AS (
      SELECT a.id, r.valid_from
      FROM ${scope}
      ORDER BY ${order}
      LIMIT ${PAGE_SIZE + 1} OFFSET ${offset}
    )
    SELECT ${SUMMARY_COLUMNS}${bookmarked}
    FROM page p
    JOIN ads a ON a.id = p.id
    JOIN ad_revisions r ON r.ad_id = p.id AND r.valid_from = p.valid_from
    JOIN owners o ON o.id = a.owner_id
    ORDER BY ${order}`;
  return { sql, params: params.values };
}
