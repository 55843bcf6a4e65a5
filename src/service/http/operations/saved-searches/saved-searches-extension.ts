import { SAVED_SEARCH_OPERATIONS } from '../../../../contract/extensions/saved-search-operations';
import type { AdCounter } from '../../../ad-counter';
import type { AdsStore } from '../../../ads-store';
import type { SavedSearchStore } from '../../../saved-search-store';
import { operationRoutes } from '../../extensions/operation-routes';
import type { ExtensionGuards, ServiceExtension } from '../../extensions/service-extension';
import { savedSearchOperations } from './saved-search-operations';

/** The `saved_searches` extension, every route behind `guard`. */
export function savedSearchesExtension(
  searches: SavedSearchStore,
  counter: AdCounter,
  store: AdsStore,
  guards: ExtensionGuards,
): ServiceExtension {
  return operationRoutes(SAVED_SEARCH_OPERATIONS, guards, savedSearchOperations(searches, counter, store));
}
