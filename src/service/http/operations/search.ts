import type { Context } from 'hono';
import type { SearchPage } from '../../../contract/ads';
import type { ApiVersion } from '../../../contract/versions';
import type { AdsStore } from '../../ads-store';
import type { SearchExtras } from '../bookmarks';
import { okResponse } from '../envelope';
import { snapshotOf } from '../last-hit';
import { searchPlatform } from '../platform-param';
import { parseSearchBody } from '../search-body';
import type { ServiceEnv } from '../service-env';

/** `search`: one page of 18 ads cut from the snapshot `last_hit` names (now when omitted). */
export function searchOperation(store: AdsStore, version: ApiVersion, extras: SearchExtras = {}) {
  return async (c: Context<ServiceEnv>) => {
    const platform = searchPlatform(c.req.param('platform') ?? '', version);
    const catalogue = store.catalogue(platform, version);
    const { page, lastHit, fields } = parseSearchBody(c.var.body, catalogue, version, c.var.apiKey.plan);
    const snapshot =
      lastHit === undefined || lastHit === null ? await store.newestSnapshot() : snapshotOf(lastHit, await store.now());
    const origin = new URL(c.req.url).origin;
    const hiddenFor = extras.hidden ? c.var.apiKey.id : undefined;
    // The store reads the key's bookmarks with the page, in the same statement where it can.
    const bookmarkedFor = extras.bookmarks ? c.var.apiKey.id : undefined;
    const query = {
      platform,
      version,
      page,
      lastHit: snapshot,
      fields,
      origin,
      hiddenFor,
      bookmarkedFor,
      seenAt: extras.seenAt,
    };
    // The page and the totals are read at the same time, on two connections of a pool.
    const [result, totals] = await Promise.all([
      store.search(query),
      page === 1 && extras.totals ? extras.totals(query) : {},
    ]);
    const data: SearchPage = {
      ads: result.ads,
      current_page: page,
      has_next_page: result.hasNextPage,
      last_hit: snapshot,
      ...totals,
    };
    return okResponse(c, data);
  };
}
