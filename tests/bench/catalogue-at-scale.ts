import { seedDemo } from '../../src/service/demo/seed-demo';
import type { Db } from '../../src/service/storage/db';

/** Ads the generator writes; the rest are copies made in SQL. */
const GENERATED = 20_000;

/**
 * Fills an empty database with `ads` ads fast: the demo generator writes 20,000 (seconds), then
 * SQL copies them with new ids, each copy a few hours older, until the catalogue has `ads` ads.
 * Copies keep their platform and filter values, so filters and sorts select as in the demo.
 */
export async function seedAtScale(db: Db, ads: number, now = Date.now()): Promise<void> {
  const generated = Math.min(ads, GENERATED);
  await seedDemo(db, { ads: generated, now });
  const copies = Math.ceil(ads / generated) - 1;
  if (copies > 0) {
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO ads (id, platform, owner_id, owner_category_id, owner_verified, title, description, cta_id,
           display_url, landing_url, post_url, countries, language, gender, behaviors, interests,
           publisher_platforms, network, publisher_id, placement, os, media_kind, media, search_text,
           first_seen, indexed_at, visible_from)
         SELECT a.id + k * $1::integer, platform, owner_id, owner_category_id, owner_verified, title, description,
           cta_id, display_url, landing_url, post_url, countries, language, gender, behaviors, interests,
           publisher_platforms, network, publisher_id, placement, os, media_kind, media, search_text,
           first_seen - k * interval '3 hours', indexed_at - k * interval '3 hours', visible_from - k * interval '3 hours'
         FROM ads a CROSS JOIN generate_series(1, $2::integer) AS k
         WHERE a.id + k * $1::integer <= $3::integer`,
        [generated, copies, ads],
      );
      await tx.query(
        `INSERT INTO ad_revisions (ad_id, platform, valid_from, valid_to, last_seen, days_running, seen_count,
           impressions, traffic, views, likes, reposts, comments, upvotes)
         SELECT r.ad_id + k * $1::integer, platform, valid_from - k * interval '3 hours',
           valid_to - k * interval '3 hours', last_seen - k * interval '3 hours', days_running,
           seen_count + k, impressions + k * 17, traffic, views, likes, reposts, comments, upvotes
         FROM ad_revisions r CROSS JOIN generate_series(1, $2::integer) AS k
         WHERE r.ad_id + k * $1::integer <= $3::integer`,
        [generated, copies, ads],
      );
    });
  }
  await db.exec('VACUUM ANALYZE');
  // One pass left two thirds of the pages of ads not marked all-visible (measured at 100k ads),
  // so index-only scans still read the table; a second marks them, as autovacuum does over time
  // on a live catalogue.
  await db.exec('VACUUM');
}
