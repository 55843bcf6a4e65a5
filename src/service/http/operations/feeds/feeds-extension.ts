import { Hono, type MiddlewareHandler } from 'hono';
import { EXTENSION_ROUTES as R } from '../../../../contract/extensions/extension-paths';
import type { AdsStore } from '../../../ads-store';
import type { FeedStore } from '../../../feed-store';
import type { ServiceExtension } from '../../extensions/service-extension';
import { methodNotAllowed } from '../../method-not-allowed';
import type { ServiceEnv } from '../../service-env';
import { feedOperations } from './feed-operations';

/**
 * The `feeds` extension: a saved search's feed URL behind `guard`, and the Atom feed it reads
 * behind `open` (no key: the token is the capability; limited per client address).
 */
export function feedsExtension(
  feeds: FeedStore,
  store: AdsStore,
  guard: MiddlewareHandler<ServiceEnv>,
  open: MiddlewareHandler<ServiceEnv>,
): ServiceExtension {
  const op = feedOperations(feeds, store);
  const routes = new Hono<ServiceEnv>()
    .get(R.savedSearchFeed, guard, op.status)
    .post(R.savedSearchFeed, guard, op.create)
    .delete(R.savedSearchFeed, guard, op.revoke)
    .all(R.savedSearchFeed, methodNotAllowed('GET, POST, DELETE'))
    .get(R.feed, open, op.read)
    .all(R.feed, methodNotAllowed('GET'));
  return { name: 'feeds', routes };
}
