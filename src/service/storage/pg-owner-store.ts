import type { OwnerProfile } from '../../contract/extensions/owners';
import { platformKeySchema } from '../../contract/platforms';
import { initialsOf, mediaPath } from '../demo/media-names';
import type { OwnerStore } from '../owner-store';
import type { Db } from './db';

interface OwnerPlatformRow {
  id: number;
  name: string;
  is_verified: boolean;
  category: string | null;
  platform: string | null;
  ads: number | string;
  first_seen: Date | null;
  last_seen: Date | null;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** The OwnerStore port: one row per platform the owner has ads on, folded into the profile. */
export function createPgOwnerStore(db: Db): OwnerStore {
  return {
    async profile(ownerId, origin, nowSeconds) {
      const { rows } = await db.query<OwnerPlatformRow>(
        `SELECT o.id, o.name, o.is_verified, c.label AS category, a.platform, count(a.id) AS ads,
           min(a.first_seen) AS first_seen, max(r.last_seen) AS last_seen
         FROM owners o
         LEFT JOIN filter_options c ON c.filter = 'owner_categories' AND c.key = o.category_id
         LEFT JOIN ads a ON a.owner_id = o.id AND a.indexed_at < to_timestamp($2)
         LEFT JOIN ad_revisions r ON r.ad_id = a.id AND r.valid_to IS NULL
         WHERE o.id = $1
         GROUP BY o.id, c.label, a.platform
         ORDER BY a.platform`,
        [ownerId, nowSeconds],
      );
      const [first] = rows;
      if (!first) return undefined;
      const counted = rows.filter((row) => row.platform !== null);
      const seen = (pick: (row: OwnerPlatformRow) => Date | null, later: boolean) =>
        counted
          .map(pick)
          .filter((date): date is Date => date !== null)
          .map((date) => new Date(date))
          .sort((x, y) => (later ? y.getTime() - x.getTime() : x.getTime() - y.getTime()))[0] ?? null;
      const profile: OwnerProfile = {
        id: first.id,
        name: first.name,
        avatar_url: origin + mediaPath({ kind: 'avatar', ownerId: first.id, initials: initialsOf(first.name) }),
        is_verified: first.is_verified,
        category: first.category,
        first_seen: iso(seen((row) => row.first_seen, false)),
        last_seen: iso(seen((row) => row.last_seen, true)),
        ads_count: counted.reduce((n, row) => n + Number(row.ads), 0),
        ads_by_platform: Object.fromEntries(
          counted.map((row) => [platformKeySchema.parse(row.platform), Number(row.ads)]),
        ),
      };
      return profile;
    },
  };
}
