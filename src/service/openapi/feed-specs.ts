import { z } from '../../contract/zod';
import { EXTENSION_ROUTES as R } from '../../contract/extensions/extension-paths';
import { feedLinkSchema, feedStatusSchema } from '../../contract/extensions/feeds';
import { operationsOf } from './extension-operations';

/** The operations of the `feeds` extension. */
export const FEED_OPERATIONS = operationsOf('feeds', [
  {
    path: R.savedSearchFeed,
    method: 'get',
    summary: 'Whether a saved search has a working feed URL (the URL itself is shown only when made)',
    data: feedStatusSchema,
  },
  {
    path: R.savedSearchFeed,
    method: 'post',
    summary:
      'Make a feed URL for a saved search (a capability: it reads the feed without a key); earlier ones stop working',
    data: feedLinkSchema,
  },
  {
    path: R.savedSearchFeed,
    method: 'delete',
    summary: 'Revoke a saved search’s feed URL',
    data: z.looseObject({ revoked: z.boolean() }),
  },
  {
    path: R.feed,
    method: 'get',
    summary:
      'A saved search’s Atom 1.0 feed, without a key: its newest 50 ads by first seen (entry id = the ad’s link in the explorer, updated = first seen)',
    data: z.string(),
    document: { mediaType: 'application/atom+xml', description: 'an Atom 1.0 feed document' },
    keyless: true,
  },
]);
