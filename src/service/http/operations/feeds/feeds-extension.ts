import { FEED_OPERATIONS } from '../../../../contract/extensions/feed-operations';
import type { AdsStore } from '../../../ads-store';
import type { FeedStore } from '../../../feed-store';
import { operationRoutes } from '../../extensions/operation-routes';
import type { ExtensionGuards, ServiceExtension } from '../../extensions/service-extension';
import { feedOperations } from './feed-operations';

/**
 * The `feeds` extension: a saved search's feed URL behind `guard`, and the Atom feed it reads
 * behind `open` (no key: the token is the capability; limited per client address).
 */
export function feedsExtension(feeds: FeedStore, store: AdsStore, guards: ExtensionGuards): ServiceExtension {
  return operationRoutes(FEED_OPERATIONS, guards, feedOperations(feeds, store));
}
