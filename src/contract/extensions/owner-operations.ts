import { operationTable } from './extension-operation';
import { ownerProfileSchema } from './owners';

/** The operations of the `owners` extension; its `search_field` kinds are in the v2 SearchBody. */
export const OWNER_OPERATIONS = operationTable('owners', {
  profile: {
    method: 'get',
    path: '/owners/:owner',
    summary:
      'An advertiser: category, first and last seen, ad counts by platform. Search its ads with the ' +
      'search_field kinds owner_id (text = the owner id) and domain (text = a display domain, exact).',
    data: ownerProfileSchema,
  },
});
