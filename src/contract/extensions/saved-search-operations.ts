import { z } from '../zod';
import { operationTable } from './extension-operation';
import {
  savedSearchInputSchema,
  savedSearchListSchema,
  savedSearchRenameSchema,
  savedSearchSchema,
} from './saved-searches';

/** The operations of the `saved_searches` extension. */
export const SAVED_SEARCH_OPERATIONS = operationTable('saved_searches', {
  list: {
    method: 'get',
    path: '/saved-searches',
    summary:
      'The key’s saved searches, each with the ads first seen since its last visit counted (search_field first_seen_after:{last_visit} lists them)',
    data: savedSearchListSchema,
  },
  create: {
    method: 'post',
    path: '/saved-searches',
    summary: 'Save a search; its body is checked as a v2 search body of the platform',
    data: savedSearchSchema,
    body: savedSearchInputSchema,
  },
  rename: {
    method: 'patch',
    path: '/saved-searches/:search',
    summary: 'Rename a saved search',
    data: savedSearchSchema,
    body: savedSearchRenameSchema,
  },
  remove: {
    method: 'delete',
    path: '/saved-searches/:search',
    summary: 'Delete a saved search',
    data: z.looseObject({ deleted: z.boolean() }),
  },
  visit: {
    method: 'post',
    path: '/saved-searches/:search/visit',
    summary: 'Mark a saved search seen now',
    data: savedSearchSchema,
  },
});
