import type { DateInterval } from '../contract/extensions/date-interval';
import type { OwnerTrends } from '../contract/extensions/trends';

/** What one trends read is about: an advertiser, as a key's searches see it at a snapshot. */
export interface TrendsQuery {
  owner: number;
  interval: DateInterval;
  /** The snapshot instant in unix seconds (DESIGN §4). */
  lastHit: number;
  /** The key whose hides (as of the snapshot) leave ads out, as in its searches. */
  keyId: number;
  /** Origin (`http://host:port`) media and avatar URLs are made absolute with. */
  origin: string;
}

/** Advertiser trends of the `trends` extension (DESIGN §9). */
export interface TrendsStore {
  /** The advertiser's trends; undefined for an unknown owner. */
  trends(query: TrendsQuery): Promise<OwnerTrends | undefined>;
}
