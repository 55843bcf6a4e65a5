import type { SimilarAd, SimilarCount, SimilarReason } from '../../contract/extensions/similar';
import { PAGE_SIZE } from '../../contract/search-request';
import type { SimilarAdsStore } from '../similar-ads-store';
import { toSummary, type SummaryRow } from './ad-views';
import type { Db } from './db';
import { similarAdsSql, similarityThresholdSql, SOURCE_SQL, type SimilarSource } from './similar-ads-sql';

interface SimilarRow extends SummaryRow {
  reason: SimilarReason;
  score: number;
}

interface CountRow extends SimilarCount {
  reason: SimilarReason;
}

/**
 * The SimilarAdsStore port. The page is read in a transaction of its own, which sets the trigram
 * threshold for its statement only: on a server the connection goes back to the pool unchanged.
 */
export function createPgSimilarAdsStore(db: Db): SimilarAdsStore {
  return {
    async similar(query) {
      return db.transaction(async (tx) => {
        const [source] = (await tx.query<SimilarSource>(SOURCE_SQL, [query.platform, query.adId])).rows;
        if (!source) return undefined;
        await tx.query(similarityThresholdSql);
        const { sql, params } = similarAdsSql(source, query);
        const [answer] = (await tx.query<{ counts: CountRow[]; page: SimilarRow[] }>(sql, params)).rows;
        const rows = answer?.page ?? [];
        const ads: SimilarAd[] = rows.slice(0, PAGE_SIZE).map((row) => ({
          ad: toSummary(row, query.origin, query.lastHit, true),
          reason: row.reason,
          score: row.score,
        }));
        const wanted = query.reason ? [query.reason] : (['same_creative', 'similar_copy'] as const);
        const counted = new Map((answer?.counts ?? []).map((row) => [row.reason, row]));
        const counts = Object.fromEntries(
          wanted.map((reason) => {
            const row = counted.get(reason);
            return [reason, { ads: row?.ads ?? 0, other_advertisers: row?.other_advertisers ?? 0 }];
          }),
        );
        return {
          ads,
          current_page: query.page,
          has_next_page: rows.length > PAGE_SIZE,
          last_hit: query.lastHit,
          counts,
        };
      });
    },
  };
}
