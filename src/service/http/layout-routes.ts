import { Hono, type MiddlewareHandler } from 'hono';
import { ROUTE_PATTERNS } from '../../contract/paths';
import type { ApiVersion } from '../../contract/versions';
import type { AdsStore } from '../ads-store';
import type { SearchExtras } from './bookmarks';
import { adDetailOperation } from './operations/ad-detail';
import { filterItemsOperation } from './operations/filter-items';
import { filtersOperation } from './operations/filters';
import { searchOperation } from './operations/search';
import { methodNotAllowed } from './method-not-allowed';
import type { ServiceEnv } from './service-env';

/**
 * The four operations of one path layout, each behind `guard` (body, key, rate limit). Each path answers 1007 for other methods before any
 * guard runs, and registration order keeps `…/search` from being read as an ad id. `extras` are
 * what the v2 extensions add to searches and details.
 */
export function layoutRoutes(
  version: ApiVersion,
  store: AdsStore,
  guard: MiddlewareHandler<ServiceEnv>,
  extras: SearchExtras = {},
) {
  const paths = ROUTE_PATTERNS[version];
  return new Hono<ServiceEnv>()
    .get(paths.filters, guard, filtersOperation(store, version))
    .all(paths.filters, methodNotAllowed('GET'))
    .get(paths.filterItems, guard, filterItemsOperation(store, version))
    .all(paths.filterItems, methodNotAllowed('GET'))
    .post(paths.search, guard, searchOperation(store, version, extras))
    .all(paths.search, methodNotAllowed('POST'))
    .get(paths.adDetail, guard, adDetailOperation(store, version, extras))
    .all(paths.adDetail, methodNotAllowed('GET'));
}
