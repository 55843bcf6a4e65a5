import { EXTENSION_ROUTES as R } from '../../contract/extensions/extension-paths';
import { ownerProfileSchema } from '../../contract/extensions/owners';
import { operationsOf } from './extension-operations';

/** The operations of the `owners` extension; its `search_field` kinds are in the v2 SearchBody. */
export const OWNER_OPERATIONS = operationsOf('owners', [
  {
    path: R.owner,
    method: 'get',
    summary:
      'An advertiser: category, first and last seen, ad counts by platform. Search its ads with the ' +
      'search_field kinds owner_id (text = the owner id) and domain (text = a display domain, exact).',
    data: ownerProfileSchema,
  },
]);
