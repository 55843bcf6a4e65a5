import { PAGE_SIZE } from '../../contract/search-request';
import { SIMILAR_COPY_THRESHOLD, type SimilarReason } from '../../contract/extensions/similar';
import { SqlParams } from '../catalogue/sql-params';
import type { SimilarAdsQuery } from '../similar-ads-store';
import { bookmarkedColumn } from './bookmarked-sql';
import { hiddenPredicate } from './hidden-predicate';
import { SUMMARY_COLUMNS } from './search-sql';

/** What the statement compares every other ad with: the ad's owner, text and lead media file. */
export interface SimilarSource {
  id: number;
  owner_id: number;
  /** Title and copy: what `score` compares. */
  copy: string;
  /** The text searches match (title, copy, advertiser, domain), which the trigram index holds. */
  search_text: string;
  /** The lead media file (the video, or the first image); null for an ad without media. */
  lead: string | null;
}

/** The lead media file of `a`, as migration 15 indexes it. */
export const LEAD_MEDIA = `(a.media -> 0 ->> 'url')`;
/** Title and copy of `a`, the text `score` compares. */
const COPY = `(a.title || ' ' || a.description)`;

/** The ad of `query` with what its similar ads are found by; a statement of its own. */
export const SOURCE_SQL = `SELECT id, owner_id, title || ' ' || description AS copy, search_text,
    media -> 0 ->> 'url' AS lead
  FROM ads WHERE platform = $1 AND id = $2`;

/**
 * The statement of one page of similar ads: one row holding `counts` (per reason asked) and
 * `page` (the page's summaries with reason and score), both JSON, so an empty page still counts.
 *
 * Ads are those of the snapshot (visible before it, not retired by then, as a count reads them:
 * migrations 10 and 12) that the key has not hidden by then. Same creative: the same lead media
 * file (migration 15's index). Similar copy: title and copy at least `SIMILAR_COPY_THRESHOLD`
 * alike, among the ads whose searchable text is as alike to the ad's: the `%` operator, which the
 * trigram index of migration 8 answers once the session's `pg_trgm.similarity_threshold` is the
 * threshold (`similarityThresholdSql`). An ad of the same creative is listed for that alone.
 */
export function similarAdsSql(source: SimilarSource, query: SimilarAdsQuery): { sql: string; params: unknown[] } {
  const params = new SqlParams();
  const snapshot = params.add(query.lastHit);
  const copy = params.add(source.copy);
  const lead = params.add(source.lead);
  const inScope = [
    `a.id <> ${params.add(source.id)}`,
    `a.visible_from < to_timestamp(${snapshot})`,
    `(a.retired_at IS NULL OR a.retired_at >= to_timestamp(${snapshot}))`,
    hiddenPredicate(query.keyId, snapshot, params),
  ].join(' AND ');
  const wanted = (reason: SimilarReason) => query.reason === undefined || query.reason === reason;
  const branches: string[] = [];
  if (wanted('same_creative')) {
    branches.push(`SELECT a.id, a.owner_id, 'same_creative' AS reason, similarity(${COPY}, ${copy}) AS score
      FROM ads a WHERE ${LEAD_MEDIA} = ${lead} AND ${inScope}`);
  }
  if (wanted('similar_copy')) {
    branches.push(`SELECT * FROM (
        SELECT a.id, a.owner_id, 'similar_copy' AS reason, similarity(${COPY}, ${copy}) AS score
        FROM ads a
        WHERE a.search_text % ${params.add(source.search_text)} AND ${LEAD_MEDIA} IS DISTINCT FROM ${lead}
          AND ${inScope}
      ) c WHERE c.score >= ${SIMILAR_COPY_THRESHOLD}`);
  }
  const order = `(reason = 'same_creative') DESC, score DESC, id DESC`;
  const owner = params.add(source.owner_id);
  const offset = params.add((query.page - 1) * PAGE_SIZE);
  const bookmarked = bookmarkedColumn(params.add(query.keyId));
  const sql = `WITH matches AS MATERIALIZED (${branches.join(' UNION ALL ')}),
    counts AS (
      SELECT reason, count(*)::int AS ads,
        count(DISTINCT owner_id) FILTER (WHERE owner_id <> ${owner})::int AS other_advertisers
      FROM matches GROUP BY reason
    ),
    page AS (SELECT id, reason, score FROM matches ORDER BY ${order} LIMIT ${PAGE_SIZE + 1} OFFSET ${offset}),
    rows AS (
      SELECT ${SUMMARY_COLUMNS}, ${bookmarked}, p.reason, round(p.score::numeric, 3)::float8 AS score, p.score AS exact
      FROM page p
      JOIN ads a ON a.id = p.id
      JOIN ad_revisions r ON r.ad_id = a.id AND r.valid_from < to_timestamp(${snapshot})
        AND (r.valid_to IS NULL OR r.valid_to >= to_timestamp(${snapshot}))
      JOIN owners o ON o.id = a.owner_id
    )
    SELECT (SELECT coalesce(json_agg(c), '[]') FROM counts c) AS counts,
      (SELECT coalesce(json_agg(x ORDER BY (x.reason = 'same_creative') DESC, x.exact DESC, x.id DESC), '[]')
       FROM rows x) AS page`;
  return { sql, params: params.values };
}

/** Makes the `%` operator of the transaction's statements mean "at least the similar-copy threshold". */
export const similarityThresholdSql = `SELECT set_config('pg_trgm.similarity_threshold', '${SIMILAR_COPY_THRESHOLD}', true)`;
