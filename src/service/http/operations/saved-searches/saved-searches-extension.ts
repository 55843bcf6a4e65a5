import { Hono, type MiddlewareHandler } from 'hono';
import { EXTENSION_ROUTES as R } from '../../../../contract/extensions/extension-paths';
import type { AdCounter } from '../../../ad-counter';
import type { AdsStore } from '../../../ads-store';
import type { SavedSearchStore } from '../../../saved-search-store';
import type { ServiceExtension } from '../../extensions/service-extension';
import { methodNotAllowed } from '../../method-not-allowed';
import type { ServiceEnv } from '../../service-env';
import { savedSearchOperations } from './saved-search-operations';

/** The `saved_searches` extension, every route behind `guard`. */
export function savedSearchesExtension(
  searches: SavedSearchStore,
  counter: AdCounter,
  store: AdsStore,
  guard: MiddlewareHandler<ServiceEnv>,
): ServiceExtension {
  const op = savedSearchOperations(searches, counter, store);
  const routes = new Hono<ServiceEnv>()
    .get(R.savedSearches, guard, op.list)
    .post(R.savedSearches, guard, op.create)
    .all(R.savedSearches, methodNotAllowed('GET, POST'))
    .patch(R.savedSearch, guard, op.rename)
    .delete(R.savedSearch, guard, op.remove)
    .all(R.savedSearch, methodNotAllowed('PATCH, DELETE'))
    .post(R.savedSearchVisit, guard, op.visit)
    .all(R.savedSearchVisit, methodNotAllowed('POST'));
  return { name: 'saved_searches', routes };
}
