import type { SimilarAdsPage, SimilarReason } from '../contract/extensions/similar';
import type { PlatformKey } from '../contract/platforms';

/** One page of an ad's similar ads, as key `keyId`'s searches see them at the snapshot `lastHit`. */
export interface SimilarAdsQuery {
  platform: PlatformKey;
  adId: number;
  /** 1-based page; 18 ads a page. */
  page: number;
  /** Snapshot instant in unix seconds (DESIGN §4). */
  lastHit: number;
  /** One reason's list; both when absent. */
  reason?: SimilarReason;
  /** Whose hides leave ads out and whose boards mark `is_bookmarked`. */
  keyId: number;
  /** Origin (`http://host:port`) media and avatar URLs are made absolute with. */
  origin: string;
}

/** Similar ads of the `similar` extension (DESIGN §9). */
export interface SimilarAdsStore {
  /** Undefined when the platform has no such ad. */
  similar(query: SimilarAdsQuery): Promise<SimilarAdsPage | undefined>;
}
