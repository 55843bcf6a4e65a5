import { okEnvelopeSchema } from '../../contract/envelope';
import { EXTENSION_PATHS as P } from '../../contract/extensions/extension-paths';
import { feedLinkSchema, feedStatusSchema, type FeedLink, type FeedStatus } from '../../contract/extensions/feeds';
import type { RequestOptions } from '../ads-client';
import { acknowledgedEnvelope, extensionRequest as req, type ExtensionSender } from './extension-request';

const linkEnvelope = okEnvelopeSchema(feedLinkSchema);
const statusEnvelope = okEnvelopeSchema(feedStatusSchema);

/** The `feeds` extension (DESIGN §9): a saved search's Atom feed URL, shown only when made. */
export function feedsApi(client: ExtensionSender) {
  return {
    status: (search: number, options?: RequestOptions): Promise<FeedStatus> =>
      client.send(req('GET', P.savedSearchFeed(search)), statusEnvelope, options),
    /** A new URL; the search's earlier one stops working. */
    create: (search: number, options?: RequestOptions): Promise<FeedLink> =>
      client.send(req('POST', P.savedSearchFeed(search)), linkEnvelope, options),
    async revoke(search: number, options?: RequestOptions): Promise<void> {
      await client.send(req('DELETE', P.savedSearchFeed(search)), acknowledgedEnvelope, options);
    },
  };
}

export type FeedsApi = ReturnType<typeof feedsApi>;
