import type { Media } from '../../contract/ads';
import type { PlatformKey } from '../../contract/platforms';

/** An advertiser as stored. */
export interface OwnerRecord {
  id: number;
  name: string;
  /** The owner's page slug on social platforms (used by `without_fanpage`). */
  handle: string;
  categoryId: number;
  isVerified: boolean;
}

/** The static facts of one ad; `media` URLs are relative `/media/<name>` paths. */
export interface AdRecord {
  id: number;
  platform: PlatformKey;
  ownerId: number;
  ownerCategoryId: number;
  ownerVerified: boolean;
  title: string;
  description: string;
  ctaId: number;
  displayUrl: string;
  landingUrl: string;
  postUrl: string | null;
  countries: string[];
  language: string;
  gender: number;
  behaviors: number[];
  interests: number[];
  publisherPlatforms: number[];
  network: number;
  publisherId: number;
  placement: number;
  os: number;
  mediaKind: number;
  media: Media[];
  /** Lower-cased title, description, owner name and display domain: the `text` search haystack. */
  searchText: string;
  /** Unix milliseconds. */
  firstSeen: number;
  /** Unix milliseconds; the ad is invisible to snapshots cut at or before this instant. */
  indexedAt: number;
}

/** The values of an ad that change over time, valid from `validFrom` (unix ms) until replaced. */
export interface RevisionRecord extends StatCounters {
  adId: number;
  validFrom: number;
  lastSeen: number;
  daysRunning: number;
  seenCount: number;
  impressions: number;
  traffic: number;
}

/** Counters the ad's platform shows; null where the platform has no such counter. */
export interface StatCounters {
  views: number | null;
  likes: number | null;
  reposts: number | null;
  comments: number | null;
  upvotes: number | null;
}

/** Filter option rows behind `api_url` filters. */
export interface FilterOptionRecord {
  filter: string;
  key: number;
  label: string;
  icon: string | null;
}
