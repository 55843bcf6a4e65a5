import { FEED_OPERATIONS as OP } from '../../contract/extensions/feed-operations';
import type { FeedLink, FeedStatus } from '../../contract/extensions/feeds';
import type { RequestOptions } from '../ads-client';
import { callOperation as call } from './call-operation';
import type { ExtensionSender } from './extension-request';

/** The `feeds` extension (DESIGN §9): a saved search's Atom feed URL, shown only when made. */
export function feedsApi(client: ExtensionSender) {
  const of = (search: number) => ({ params: { search } });
  return {
    status: (search: number, options?: RequestOptions): Promise<FeedStatus> =>
      call(client, OP.status, of(search), options),
    /** A new URL; the search's earlier one stops working. */
    create: (search: number, options?: RequestOptions): Promise<FeedLink> =>
      call(client, OP.create, of(search), options),
    async revoke(search: number, options?: RequestOptions): Promise<void> {
      await call(client, OP.revoke, of(search), options);
    },
  };
}

export type FeedsApi = ReturnType<typeof feedsApi>;
