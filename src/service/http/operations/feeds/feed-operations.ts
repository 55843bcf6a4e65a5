import type { Context } from 'hono';
import { operationPath } from '../../../../contract/extensions/extension-operation';
import { FEED_OPERATIONS } from '../../../../contract/extensions/feed-operations';
import type { AdsStore } from '../../../ads-store';
import type { FeedStore } from '../../../feed-store';
import { pathId } from '../../extension-input';
import type { OperationHandlers } from '../../extensions/operation-routes';
import { ServiceError } from '../../service-error';
import type { ServiceEnv } from '../../service-env';
import { newestMatches } from '../saved-searches/newest-matches';
import { atomFeed } from './atom-feed';

const FEED_SUFFIX = '.atom';
const noSearch = (id: number) => new ServiceError('not_found', `You have no saved search ${id}.`);

/** The operations of the `feeds` extension: the key's feed URLs, and the feeds they read without a key. */
export function feedOperations(feeds: FeedStore, store: AdsStore): OperationHandlers<typeof FEED_OPERATIONS> {
  const idOf = (c: Context<ServiceEnv>) => pathId(c, 'search', 'saved search');
  const origin = (c: Context<ServiceEnv>) => new URL(c.req.url).origin;
  return {
    async create(c, io) {
      const id = idOf(c);
      io.body();
      const token = await feeds.create(c.var.apiKey.id, id);
      if (!token) throw noSearch(id);
      const feed = operationPath(FEED_OPERATIONS.read, { feed: token + FEED_SUFFIX });
      return io.ok({ url: `${origin(c)}/api/v2${feed}` });
    },
    async status(c, io) {
      const id = idOf(c);
      const made = await feeds.status(c.var.apiKey.id, id);
      if (made === undefined) throw noSearch(id);
      return io.ok({ active: made !== null, created_at: made === null ? null : new Date(made).toISOString() });
    },
    async revoke(c, io) {
      const id = idOf(c);
      if (!(await feeds.revoke(c.var.apiKey.id, id))) {
        throw new ServiceError('not_found', `You have no saved search ${id} with a feed.`);
      }
      return io.ok({ saved_search_id: id, revoked: true });
    },
    /** The Atom document; an unknown or revoked token is 1006 like any missing thing. */
    async read(c) {
      const file = c.req.param('feed') ?? '';
      const token = file.endsWith(FEED_SUFFIX) ? file.slice(0, -FEED_SUFFIX.length) : '';
      const found = token ? await feeds.search(token) : undefined;
      if (!found) throw new ServiceError('not_found', 'This feed does not exist or was revoked.');
      const { keyId, search } = found;
      const lastHit = await store.newestSnapshot();
      const ads = await newestMatches(store, { search, keyId, lastHit, origin: origin(c) });
      const document = atomFeed({
        selfUrl: new URL(c.req.url).href.split('?')[0]!,
        searchUrl: new URL(search.link, origin(c)).href,
        title: search.name,
        origin: origin(c),
        ads,
        now: lastHit * 1000,
      });
      return c.body(document, 200, { 'Content-Type': 'application/atom+xml; charset=utf-8' });
    },
  };
}
