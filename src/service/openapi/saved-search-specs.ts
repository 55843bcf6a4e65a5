import { z } from '../../contract/zod';
import { EXTENSION_ROUTES as R } from '../../contract/extensions/extension-paths';
import {
  savedSearchInputSchema,
  savedSearchListSchema,
  savedSearchRenameSchema,
  savedSearchSchema,
} from '../../contract/extensions/saved-searches';
import { operationsOf } from './extension-operations';

/** The operations of the `saved_searches` extension. */
export const SAVED_SEARCH_OPERATIONS = operationsOf('saved_searches', [
  {
    path: R.savedSearches,
    method: 'get',
    summary:
      'The key’s saved searches, each with the ads first seen since its last visit counted (search_field first_seen_after:{last_visit} lists them)',
    data: savedSearchListSchema,
  },
  {
    path: R.savedSearches,
    method: 'post',
    summary: 'Save a search; its body is checked as a v2 search body of the platform',
    data: savedSearchSchema,
    body: savedSearchInputSchema,
  },
  {
    path: R.savedSearch,
    method: 'patch',
    summary: 'Rename a saved search',
    data: savedSearchSchema,
    body: savedSearchRenameSchema,
  },
  {
    path: R.savedSearch,
    method: 'delete',
    summary: 'Delete a saved search',
    data: z.looseObject({ deleted: z.boolean() }),
  },
  { path: R.savedSearchVisit, method: 'post', summary: 'Mark a saved search seen now', data: savedSearchSchema },
]);
