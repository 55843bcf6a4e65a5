import { z } from '../zod';
import { operationTable, type OperationSummaries } from './extension-operation';
import { feedLinkSchema, feedStatusSchema } from './feeds';
import { builtOnFirstUse } from '../built-on-first-use';

/** The operations of the `feeds` extension: a saved search's feed URL, and the Atom feed it reads without a key. */
export const FEED_OPERATIONS = operationTable('feeds', {
  status: { method: 'get', path: '/saved-searches/:search/feed', data: feedStatusSchema },
  create: { method: 'post', path: '/saved-searches/:search/feed', data: feedLinkSchema },
  revoke: {
    method: 'delete',
    path: '/saved-searches/:search/feed',
    data: builtOnFirstUse(() => z.looseObject({ revoked: z.boolean() })),
  },
  /** `feed` is the token followed by `.atom`. */
  read: {
    method: 'get',
    path: '/feeds/:feed',
    data: builtOnFirstUse(() => z.string()),
    document: { mediaType: 'application/atom+xml', description: 'an Atom 1.0 feed document' },
    keyless: true,
  },
});

/** The OpenAPI summary of each operation, kept beside the table so the explorer's bundle leaves the text out. */
export const FEED_SUMMARIES = {
  status: 'Whether a saved search has a working feed URL (the URL itself is shown only when made)',
  create:
    'Make a feed URL for a saved search (a capability: it reads the feed without a key); earlier ones stop working',
  revoke: 'Revoke a saved search’s feed URL',
  read: 'A saved search’s Atom 1.0 feed, without a key: its newest 50 ads by first seen (entry id = the ad’s link in the explorer, updated = first seen)',
} satisfies OperationSummaries<typeof FEED_OPERATIONS>;
