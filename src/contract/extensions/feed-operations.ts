import { z } from '../zod';
import { operationTable } from './extension-operation';
import { feedLinkSchema, feedStatusSchema } from './feeds';

/** The operations of the `feeds` extension: a saved search's feed URL, and the Atom feed it reads without a key. */
export const FEED_OPERATIONS = operationTable('feeds', {
  status: {
    method: 'get',
    path: '/saved-searches/:search/feed',
    summary: 'Whether a saved search has a working feed URL (the URL itself is shown only when made)',
    data: feedStatusSchema,
  },
  create: {
    method: 'post',
    path: '/saved-searches/:search/feed',
    summary:
      'Make a feed URL for a saved search (a capability: it reads the feed without a key); earlier ones stop working',
    data: feedLinkSchema,
  },
  revoke: {
    method: 'delete',
    path: '/saved-searches/:search/feed',
    summary: 'Revoke a saved search’s feed URL',
    data: z.looseObject({ revoked: z.boolean() }),
  },
  /** `feed` is the token followed by `.atom`. */
  read: {
    method: 'get',
    path: '/feeds/:feed',
    summary:
      'A saved search’s Atom 1.0 feed, without a key: its newest 50 ads by first seen (entry id = the ad’s link in the explorer, updated = first seen)',
    data: z.string(),
    document: { mediaType: 'application/atom+xml', description: 'an Atom 1.0 feed document' },
    keyless: true,
  },
});
