import type { OptionRecord } from '../../contract/filters';
import { PAGE_SIZE } from '../../contract/search-request';
import type { AdsStore, SearchQuery } from '../ads-store';
import { catalogueOf } from '../catalogue/catalogues';
import { containsPattern } from '../catalogue/sql-params';
import { toDetail, toSummary, type DetailRow, type SummaryRow } from './ad-views';
import { bookmarkedAmong } from './bookmarked-sql';
import type { Db } from './db';
import type { ReplicaSet } from './replica-set';
import { snapshotCuts } from './snapshot-watermark';
import { SUMMARY_COLUMNS, searchSql } from './search-sql';

/** Most options a filter-items text search answers. */
const MAX_OPTIONS = 50;

export interface PgAdsStoreOptions {
  /** Unix milliseconds; snapshots are cut with it. Defaults to the system clock. */
  clock?: () => number;
  /** Streaming replicas of `db` that take the searches they hold; `db` takes the others. */
  replicas?: ReplicaSet;
}

/** The AdsStore port over the schema of `migrations.ts`. */
export function createPgAdsStore(db: Db, options: PgAdsStoreOptions = {}): AdsStore {
  const clock = options.clock ?? Date.now;
  const cuts = snapshotCuts(db, clock);
  /**
   * The rows of a page, read where every write of its snapshot is: a replica holding it, else the
   * primary. The primary marks bookmarks in the page's own statement. A replica may not have
   * replayed a bookmark saved a moment ago, so its page is marked from the primary: a key's own
   * saves show in its next search.
   */
  const pageRows = async (query: SearchQuery): Promise<SummaryRow[]> => {
    const catalogue = catalogueOf(query.platform, query.version);
    const onPrimary = async () => {
      await cuts.settle(query.lastHit * 1000);
      const { sql, params } = searchSql(query, catalogue);
      return { rows: (await db.query<SummaryRow>(sql, params)).rows, marked: true };
    };
    if (!options.replicas) return (await onPrimary()).rows;
    const { sql, params } = searchSql({ ...query, bookmarkedFor: undefined }, catalogue);
    const { rows, marked } = await options.replicas.read(
      query.lastHit * 1000,
      async (replica) => ({ rows: (await replica.query<SummaryRow>(sql, params)).rows, marked: false }),
      onPrimary,
    );
    if (marked || query.bookmarkedFor === undefined) return rows;
    const saved = await bookmarkedAmong(
      db,
      query.bookmarkedFor,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...row, is_bookmarked: saved.has(row.id) }));
  };
  return {
    catalogue: catalogueOf,

    async filterItems(_platform, filter, query) {
      const [condition, param] =
        'ids' in query
          ? ['key = ANY($2::integer[])', query.ids]
          : ['lower(label) LIKE $2', containsPattern(query.search)];
      const { rows } = await db.query<OptionRecord>(
        `SELECT key, label, icon FROM filter_options WHERE filter = $1 AND ${condition} ORDER BY label, key LIMIT ${MAX_OPTIONS}`,
        [filter, param],
      );
      return rows;
    },

    async search(query) {
      const rows = await pageRows(query);
      return {
        ads: rows.slice(0, PAGE_SIZE).map((row) => toSummary(row, query.origin, query.lastHit, query.seenAt)),
        hasNextPage: rows.length > PAGE_SIZE,
      };
    },

    async adDetail(platform, id, origin, seenAt = false) {
      const { rows } = await db.query<DetailRow>(
        `SELECT ${SUMMARY_COLUMNS}, a.description, a.cta_id, a.landing_url, a.language,
           c.label AS category_label
         FROM ads a
         JOIN ad_revisions r ON r.ad_id = a.id AND r.valid_to IS NULL
         JOIN owners o ON o.id = a.owner_id
         LEFT JOIN filter_options c ON c.filter = 'owner_categories' AND c.key = o.category_id
         WHERE a.platform = $1 AND a.id = $2`,
        [platform, id],
      );
      return rows[0] ? toDetail(rows[0], origin, Math.floor(clock() / 1000), seenAt) : undefined;
    },

    async now() {
      return Math.floor(clock() / 1000);
    },

    async newestSnapshot() {
      return Math.floor((await cuts.newest()) / 1000);
    },
  };
}
