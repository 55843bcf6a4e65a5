import type { AdDetail, AdSummary } from '../contract/ads';
import type { FilterGroup, OptionRecord } from '../contract/filters';
import type { ApiFilterKey } from '../contract/paths';
import type { PlatformKey, SearchPlatform } from '../contract/platforms';
import type { FilterItemsQuery } from '../contract/search-request';
import type { ApiVersion } from '../contract/versions';

/** Plans a key can carry; `pro` sees every filter, `free` gets some as `disabled: "free_plan"`. */
export type Plan = 'free' | 'pro';

/**
 * A platform's filter catalogue as the service keeps it: the wire group plus, per filter key,
 * the lowest plan that may use it. The HTTP layer marks filters above the caller's plan
 * `disabled: "free_plan"` and answers 1003 when one is used.
 */
export interface Catalogue {
  group: FilterGroup;
  planOf: Record<string, Plan>;
}

/** One validated search: filter values are already checked against the catalogue. */
export interface SearchQuery {
  platform: SearchPlatform;
  version: ApiVersion;
  /** 1-based page; 18 ads a page. */
  page: number;
  /** Snapshot instant in unix seconds (DESIGN §4). */
  lastHit: number;
  /** Filter values by filter key in the wire encoding of DESIGN §3, including the sort field. */
  fields: Record<string, unknown>;
  /** Origin (`http://host:port`) that generated media and avatar URLs are made absolute with. */
  origin: string;
  /** A key whose hidden ads and advertisers (as of `lastHit`) are left out (`hidden` extension). */
  hiddenFor?: number;
  /** Summaries carry `first_seen_at` and `last_seen_at` (`seen_at` extension); default not. */
  seenAt?: boolean;
  /**
   * A key whose boards, as they stand now, mark `is_bookmarked` (`boards` extension); default
   * every summary says false.
   */
  bookmarkedFor?: number;
}

export interface SearchResult {
  ads: AdSummary[];
  hasNextPage: boolean;
}

/** What the HTTP layer needs from storage; implemented over PGlite or a PostgreSQL server. */
export interface AdsStore {
  catalogue(platform: SearchPlatform, version: ApiVersion): Catalogue;
  filterItems(platform: PlatformKey, filter: ApiFilterKey, query: FilterItemsQuery): Promise<OptionRecord[]>;
  search(query: SearchQuery): Promise<SearchResult>;
  /** Undefined when no ad of that platform has that id; `seenAt` adds the `seen_at` extension's fields. */
  adDetail(platform: PlatformKey, id: number, origin: string, seenAt?: boolean): Promise<AdDetail | undefined>;
  /** The current instant in unix seconds, from the clock snapshots are cut with. */
  now(): Promise<number>;
  /** The instant a page 1 cuts its snapshot at: now, once every write stamped before it is committed (DESIGN §4). */
  newestSnapshot(): Promise<number>;
}

/** A stored API key; the secret itself is never stored, only its hash. */
export interface ApiKeyRecord {
  id: number;
  label: string;
  plan: Plan;
  /** Requests allowed per minute. */
  rateLimit: number;
  createdAt: string;
  revokedAt: string | null;
}

export interface KeyStore {
  findByHash(hash: string): Promise<ApiKeyRecord | undefined>;
  create(input: { label: string; plan: Plan; rateLimit: number; hash: string }): Promise<ApiKeyRecord>;
  list(): Promise<ApiKeyRecord[]>;
  /** False when no active key has that id. */
  revoke(id: number): Promise<boolean>;
}

/** The requests of one subject in its current window. */
export interface RateWindow {
  /** Unix milliseconds of the window's first request. */
  startedAt: number;
  /** Requests counted in the window, this one included. */
  hits: number;
}

/**
 * Request counters shared by every process of the service. A subject's window opens at its first
 * request and lasts `windowMs`; the next request after that opens a new one.
 */
export interface RateCounter {
  /** Counts one request of `subject` at `at` (unix ms). */
  hit(subject: string, at: number, windowMs: number): Promise<RateWindow>;
  /**
   * Finds the stored key whose hash is `hash` and, when it is active, counts one request of it
   * (subject `KEY_SUBJECT_PREFIX` + id) in the same step, so a keyed request costs one round trip; a
   * revoked key is found but not counted. Read at each request, so a revocation holds at once.
   */
  hitKey(
    hash: string,
    at: number,
    windowMs: number,
  ): Promise<{ record: ApiKeyRecord; window: RateWindow | undefined } | undefined>;
}

/** The subject of a key's window is this followed by the key's id. */
export const KEY_SUBJECT_PREFIX = 'key:';
