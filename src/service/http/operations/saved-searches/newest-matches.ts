import type { AdSummary } from '../../../../contract/ads';
import { FEED_SIZE } from '../../../../contract/extensions/feeds';
import { ADVANCED_ORDER_KEY } from '../../../../contract/filter-values';
import type { AdsStore } from '../../../ads-store';
import type { SavedSearchRecord } from '../../../saved-search-store';
import { fieldsFirstSeenAfter } from './saved-search-body';

/** What `newestMatches` reads: a key's saved search in one snapshot, optionally only what is new since an instant. */
export interface NewestMatchesQuery {
  search: Pick<SavedSearchRecord, 'platform' | 'body'>;
  keyId: number;
  /** Snapshot instant, unix seconds. */
  lastHit: number;
  /** Origin media URLs are made absolute with. */
  origin: string;
  /** Only ads first seen after this instant (unix ms), as `new_since_visit` counts them. */
  firstSeenAfter?: number;
}

/**
 * The newest `FEED_SIZE` ads (by first seen) matching a saved search at `lastHit`, less what the
 * key hides, with their seen instants: what its feed lists and a webhook batch carries.
 */
export async function newestMatches(store: AdsStore, query: NewestMatchesQuery): Promise<AdSummary[]> {
  const body =
    query.firstSeenAfter === undefined
      ? query.search.body
      : fieldsFirstSeenAfter(query.search.body, query.firstSeenAfter);
  const fields = { ...body, [ADVANCED_ORDER_KEY]: { orderby: 'first_seen', order: 'desc' } };
  const ads: AdSummary[] = [];
  for (let page = 1; ads.length < FEED_SIZE; page += 1) {
    const result = await store.search({
      platform: query.search.platform,
      version: 'v2',
      page,
      lastHit: query.lastHit,
      fields,
      origin: query.origin,
      hiddenFor: query.keyId,
      seenAt: true,
    });
    ads.push(...result.ads);
    if (!result.hasNextPage) break;
  }
  return ads.slice(0, FEED_SIZE);
}
