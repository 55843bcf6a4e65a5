import { operationTable, type OperationSummaries } from './extension-operation';
import { ownerProfileSchema } from './owners';

/** The operations of the `owners` extension; its `search_field` kinds are in the v2 SearchBody. */
export const OWNER_OPERATIONS = operationTable('owners', {
  profile: { method: 'get', path: '/owners/:owner', data: ownerProfileSchema },
});

/** The OpenAPI summary of each operation, kept beside the table so the explorer's bundle leaves the text out. */
export const OWNER_SUMMARIES = {
  profile:
    'An advertiser: category, first and last seen, ad counts by platform. Search its ads with the ' +
    'search_field kinds owner_id (text = the owner id) and domain (text = a display domain, exact).',
} satisfies OperationSummaries<typeof OWNER_OPERATIONS>;
