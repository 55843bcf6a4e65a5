import { z } from '../zod';
import { operationTable } from './extension-operation';
import { hiddenListSchema } from './hidden';

const state = z.looseObject({ hidden: z.boolean() });

/** The operations of the `hidden` extension; v2 searches leave out what the key hid before their snapshot. */
export const HIDDEN_OPERATIONS = operationTable('hidden', {
  list: { method: 'get', path: '/hidden', summary: 'The ads and advertisers the key hides', data: hiddenListSchema },
  hideAd: {
    method: 'put',
    path: '/hidden/ads/:platform/:ad',
    summary: 'Hide an ad from the key’s searches',
    data: state,
  },
  showAd: { method: 'delete', path: '/hidden/ads/:platform/:ad', summary: 'Show a hidden ad again', data: state },
  hideOwner: { method: 'put', path: '/hidden/owners/:owner', summary: 'Hide every ad of an advertiser', data: state },
  showOwner: {
    method: 'delete',
    path: '/hidden/owners/:owner',
    summary: 'Show a hidden advertiser again',
    data: state,
  },
});
