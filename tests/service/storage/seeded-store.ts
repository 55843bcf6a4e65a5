import type { AdsStore, SearchQuery } from '../../../src/service/ads-store';
import type { Db } from '../../../src/service/storage/db';
import { openTestDatabase } from '../../utils/test-database';
import { createPgAdsStore } from '../../../src/service/storage/pg-ads-store';

/** The instant the test catalogue is collected at. */
export const SEED_NOW = Date.UTC(2026, 0, 15, 12);
/** A small catalogue keeps each test file's seeding to a couple of seconds. */
export const TEST_ADS = 2_000;
export const ORIGIN = 'http://127.0.0.1:9999';

/** A clock the test moves by hand; starts a minute after the catalogue was collected. */
export function manualClock(start = SEED_NOW + 60_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

export interface SeededStore {
  db: Db;
  store: AdsStore;
  clock: ReturnType<typeof manualClock>;
}

/** An in-memory database holding the 2,000-ad demo catalogue, with a store on a manual clock. */
export async function openSeededStore(): Promise<SeededStore> {
  const db = await openTestDatabase({ ads: TEST_ADS, now: SEED_NOW });
  const clock = manualClock();
  return { db, store: createPgAdsStore(db, { clock: clock.now }), clock };
}

/** A query with the defaults tests vary from. */
export function query(overrides: Partial<SearchQuery> & Pick<SearchQuery, 'lastHit'>): SearchQuery {
  return { platform: 'platform_a', version: 'v2', page: 1, fields: {}, origin: ORIGIN, ...overrides };
}
