import type { DbSession } from './db';
import type { AdRecord, FilterOptionRecord, OwnerRecord, RevisionRecord } from './ad-records';
import { copyText } from './copy-text';

/**
 * Bulk writers. Each batch travels as one JSON parameter expanded by `json_to_recordset`, which
 * is one round trip per batch on PGlite and on a server alike; new ads go as COPY text where the
 * session can COPY ({@link insertNewAds}).
 */

const toIso = (ms: number) => new Date(ms).toISOString();

/**
 * The columns of a `{ column: type }` table, in its order: their names, their SQL list, and the
 * row of a `json_to_recordset` that reads them (`name type, …`).
 */
function columnTable<T extends Record<string, string>>(types: T) {
  const names = Object.keys(types) as (keyof T & string)[];
  return {
    names,
    list: names.join(', '),
    recordset: names.map((name) => `${name} ${types[name]}`).join(', '),
  };
}

export async function insertOwners(db: DbSession, owners: OwnerRecord[]): Promise<void> {
  if (owners.length === 0) return;
  await db.query(
    `INSERT INTO owners (id, name, handle, category_id, is_verified)
     SELECT id, name, handle, category_id, is_verified
     FROM json_to_recordset($1::json) AS x(id integer, name text, handle text, category_id integer, is_verified boolean)`,
    [
      JSON.stringify(
        owners.map((o) => ({
          id: o.id,
          name: o.name,
          handle: o.handle,
          category_id: o.categoryId,
          is_verified: o.isVerified,
        })),
      ),
    ],
  );
}

export async function insertFilterOptions(db: DbSession, options: FilterOptionRecord[]): Promise<void> {
  if (options.length === 0) return;
  await db.query(
    `INSERT INTO filter_options (filter, key, label, icon)
     SELECT filter, key, label, icon FROM json_to_recordset($1::json) AS x(filter text, key integer, label text, icon text)`,
    [JSON.stringify(options)],
  );
}

/** An ad as a row of `ads`, for `json_to_recordset` with {@link AD_COLUMNS}. */
const adRow = (a: AdRecord) => ({
  id: a.id,
  platform: a.platform,
  owner_id: a.ownerId,
  owner_category_id: a.ownerCategoryId,
  owner_verified: a.ownerVerified,
  title: a.title,
  description: a.description,
  cta_id: a.ctaId,
  display_url: a.displayUrl,
  landing_url: a.landingUrl,
  post_url: a.postUrl,
  countries: a.countries,
  language: a.language,
  gender: a.gender,
  behaviors: a.behaviors,
  interests: a.interests,
  publisher_platforms: a.publisherPlatforms,
  network: a.network,
  publisher_id: a.publisherId,
  placement: a.placement,
  os: a.os,
  media_kind: a.mediaKind,
  media: a.media,
  search_text: a.searchText,
  first_seen: toIso(a.firstSeen),
  indexed_at: toIso(a.indexedAt),
});

/** The columns of `ads` a writer fills, in order, with their types in a `json_to_recordset` row. */
const AD_COLUMNS = columnTable({
  id: 'integer',
  platform: 'text',
  owner_id: 'integer',
  owner_category_id: 'integer',
  owner_verified: 'boolean',
  title: 'text',
  description: 'text',
  cta_id: 'integer',
  display_url: 'text',
  landing_url: 'text',
  post_url: 'text',
  countries: 'text[]',
  language: 'text',
  gender: 'integer',
  behaviors: 'integer[]',
  interests: 'integer[]',
  publisher_platforms: 'integer[]',
  network: 'integer',
  publisher_id: 'integer',
  placement: 'integer',
  os: 'integer',
  media_kind: 'integer',
  media: 'jsonb',
  search_text: 'text',
  first_seen: 'timestamptz',
  indexed_at: 'timestamptz',
} as const);

/** A revision as a row of `ad_revisions`, for `json_to_recordset` with {@link REVISION_COLUMNS}. */
const revisionRow = (r: RevisionRecord) => ({
  ad_id: r.adId,
  valid_from: toIso(r.validFrom),
  last_seen: toIso(r.lastSeen),
  days_running: r.daysRunning,
  seen_count: r.seenCount,
  impressions: r.impressions,
  traffic: r.traffic,
  views: r.views,
  likes: r.likes,
  reposts: r.reposts,
  comments: r.comments,
  upvotes: r.upvotes,
});

/** The columns of `ad_revisions` a writer fills, in order, with their types in a `json_to_recordset` row. */
const REVISION_COLUMNS = columnTable({
  ad_id: 'integer',
  valid_from: 'timestamptz',
  last_seen: 'timestamptz',
  days_running: 'integer',
  seen_count: 'integer',
  impressions: 'bigint',
  traffic: 'integer',
  views: 'integer',
  likes: 'integer',
  reposts: 'integer',
  comments: 'integer',
  upvotes: 'integer',
} as const);

/** Writes ads without revisions: they stay out of every snapshot until {@link openRevisions} opens their first. */
export async function insertAds(db: DbSession, ads: AdRecord[]): Promise<void> {
  if (ads.length === 0) return;
  await db.query(
    `INSERT INTO ads (${AD_COLUMNS.list})
     SELECT ${AD_COLUMNS.list} FROM json_to_recordset($1::json) AS x(${AD_COLUMNS.recordset})`,
    [JSON.stringify(ads.map(adRow))],
  );
}

/**
 * Writes ads new to the catalogue with their first revisions, one each: the rows
 * {@link insertAds} then {@link openRevisions} write for them, in two statements instead of four.
 * No revision of a new ad is open, so none is closed, and an ad's `visible_from` (the later of
 * its `indexed_at` and its revision's `valid_from`) is known before the ad is written: the ads
 * are written once instead of inserted and then updated, which also left a dead version of every
 * row for index builds and ANALYZE to read past. Where the session can COPY (PGlite) the rows go
 * as COPY text, which costs about a quarter less than expanding JSON. Throws unless each ad has
 * exactly one revision.
 */
export async function insertNewAds(db: DbSession, ads: AdRecord[], revisions: RevisionRecord[]): Promise<void> {
  const revisionOf = new Map(revisions.map((r) => [r.adId, r]));
  if (revisionOf.size !== revisions.length || revisions.length !== ads.length || ads.some((a) => !revisionOf.has(a.id)))
    throw new Error('insertNewAds takes exactly one revision for each ad, and none for any other');
  if (ads.length === 0) return;
  const platformOf = new Map(ads.map((a) => [a.id, a.platform]));
  const adRows = ads.map((a) => ({
    ...adRow(a),
    visible_from: toIso(Math.max(a.indexedAt, revisionOf.get(a.id)!.validFrom)),
  }));
  const revisionRows = revisions.map((r) => ({ ...revisionRow(r), platform: platformOf.get(r.adId)! }));
  if (db.copyFrom) {
    const adColumns = [...AD_COLUMNS.names, 'visible_from'] as const;
    const asCopied = (row: (typeof adRows)[number]) => ({ ...row, media: JSON.stringify(row.media) });
    await db.copyFrom('ads', adColumns, copyText(adRows.map(asCopied).map((row) => adColumns.map((c) => row[c]))));
    const revisionColumns = [...REVISION_COLUMNS.names, 'platform'] as const;
    await db.copyFrom(
      'ad_revisions',
      revisionColumns,
      copyText(revisionRows.map((row) => revisionColumns.map((c) => row[c]))),
    );
    return;
  }
  await db.query(
    `INSERT INTO ads (${AD_COLUMNS.list}, visible_from)
     SELECT ${AD_COLUMNS.list}, visible_from
     FROM json_to_recordset($1::json) AS x(${AD_COLUMNS.recordset}, visible_from timestamptz)`,
    [JSON.stringify(adRows)],
  );
  await db.query(
    `INSERT INTO ad_revisions (${REVISION_COLUMNS.list}, platform)
     SELECT ${REVISION_COLUMNS.list}, platform
     FROM json_to_recordset($1::json) AS x(${REVISION_COLUMNS.recordset}, platform text)`,
    [JSON.stringify(revisionRows)],
  );
}

/**
 * Opens a revision per ad (written after the ad itself, whose platform it copies). An ad's open
 * revision (if any) is closed at the new one's `validFrom`, so at every instant exactly one
 * revision of the ad is valid. An ad's first revision sets its `visible_from`.
 */
export async function openRevisions(db: DbSession, revisions: RevisionRecord[]): Promise<void> {
  if (revisions.length === 0) return;
  const payload = JSON.stringify(revisions.map(revisionRow));
  await db.query(
    `UPDATE ad_revisions r SET valid_to = x.valid_from
     FROM json_to_recordset($1::json) AS x(ad_id integer, valid_from timestamptz)
     WHERE r.ad_id = x.ad_id AND r.valid_to IS NULL`,
    [payload],
  );
  await db.query(
    `INSERT INTO ad_revisions (${REVISION_COLUMNS.list}, platform)
     SELECT ${REVISION_COLUMNS.names.map((name) => `x.${name}`).join(', ')}, a.platform
     FROM json_to_recordset($1::json) AS x(${REVISION_COLUMNS.recordset})
     JOIN ads a ON a.id = x.ad_id`,
    [payload],
  );
  await db.query(
    `UPDATE ads a SET visible_from = greatest(a.indexed_at, x.first_from)
     FROM (SELECT ad_id, min(valid_from) AS first_from
           FROM json_to_recordset($1::json) AS r(ad_id integer, valid_from timestamptz) GROUP BY ad_id) x
     WHERE a.id = x.ad_id AND a.visible_from IS NULL`,
    [payload],
  );
}
