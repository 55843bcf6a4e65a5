import { z } from '../zod';
import { operationTable, type OperationSummaries } from './extension-operation';
import {
  savedSearchInputSchema,
  savedSearchListSchema,
  savedSearchRenameSchema,
  savedSearchSchema,
} from './saved-searches';
import { builtOnFirstUse } from '../built-on-first-use';

/** The operations of the `saved_searches` extension. */
export const SAVED_SEARCH_OPERATIONS = operationTable('saved_searches', {
  list: { method: 'get', path: '/saved-searches', data: savedSearchListSchema },
  create: { method: 'post', path: '/saved-searches', data: savedSearchSchema, body: savedSearchInputSchema },
  rename: { method: 'patch', path: '/saved-searches/:search', data: savedSearchSchema, body: savedSearchRenameSchema },
  remove: {
    method: 'delete',
    path: '/saved-searches/:search',
    data: builtOnFirstUse(() => z.looseObject({ deleted: z.boolean() })),
  },
  visit: { method: 'post', path: '/saved-searches/:search/visit', data: savedSearchSchema },
});

/** The OpenAPI summary of each operation, kept beside the table so the explorer's bundle leaves the text out. */
export const SAVED_SEARCH_SUMMARIES = {
  list: 'The key’s saved searches, each with the ads first seen since its last visit counted (search_field first_seen_after:{last_visit} lists them)',
  create: 'Save a search; its body is checked as a v2 search body of the platform',
  rename: 'Rename a saved search',
  remove: 'Delete a saved search',
  visit: 'Mark a saved search seen now',
} satisfies OperationSummaries<typeof SAVED_SEARCH_OPERATIONS>;
