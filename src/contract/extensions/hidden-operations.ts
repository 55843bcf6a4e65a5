import { z } from '../zod';
import { operationTable, type OperationSummaries } from './extension-operation';
import { hiddenListSchema } from './hidden';
import { builtOnFirstUse } from '../built-on-first-use';

const state = builtOnFirstUse(() => z.looseObject({ hidden: z.boolean() }));

/** The operations of the `hidden` extension; v2 searches leave out what the key hid before their snapshot. */
export const HIDDEN_OPERATIONS = operationTable('hidden', {
  list: { method: 'get', path: '/hidden', data: hiddenListSchema },
  hideAd: { method: 'put', path: '/hidden/ads/:platform/:ad', data: state },
  showAd: { method: 'delete', path: '/hidden/ads/:platform/:ad', data: state },
  hideOwner: { method: 'put', path: '/hidden/owners/:owner', data: state },
  showOwner: { method: 'delete', path: '/hidden/owners/:owner', data: state },
});

/** The OpenAPI summary of each operation, kept beside the table so the explorer's bundle leaves the text out. */
export const HIDDEN_SUMMARIES = {
  list: 'The ads and advertisers the key hides',
  hideAd: 'Hide an ad from the key’s searches',
  showAd: 'Show a hidden ad again',
  hideOwner: 'Hide every ad of an advertiser',
  showOwner: 'Show a hidden advertiser again',
} satisfies OperationSummaries<typeof HIDDEN_OPERATIONS>;
