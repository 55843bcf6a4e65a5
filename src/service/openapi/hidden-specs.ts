import { z } from '../../contract/zod';
import { EXTENSION_ROUTES as R } from '../../contract/extensions/extension-paths';
import { hiddenListSchema } from '../../contract/extensions/hidden';
import { operationsOf } from './extension-operations';

const state = z.looseObject({ hidden: z.boolean() });

/** The operations of the `hidden` extension; v2 searches leave out what the key hid before their snapshot. */
export const HIDDEN_OPERATIONS = operationsOf('hidden', [
  { path: R.hidden, method: 'get', summary: 'The ads and advertisers the key hides', data: hiddenListSchema },
  { path: R.hiddenAd, method: 'put', summary: 'Hide an ad from the key’s searches', data: state },
  { path: R.hiddenAd, method: 'delete', summary: 'Show a hidden ad again', data: state },
  { path: R.hiddenOwner, method: 'put', summary: 'Hide every ad of an advertiser', data: state },
  { path: R.hiddenOwner, method: 'delete', summary: 'Show a hidden advertiser again', data: state },
]);
