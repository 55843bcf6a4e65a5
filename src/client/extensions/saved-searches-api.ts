import { okEnvelopeSchema } from '../../contract/envelope';
import { EXTENSION_PATHS as P } from '../../contract/extensions/extension-paths';
import {
  savedSearchListSchema,
  savedSearchSchema,
  type SavedSearch,
  type SavedSearchInput,
} from '../../contract/extensions/saved-searches';
import type { RequestOptions } from '../ads-client';
import { acknowledgedEnvelope, extensionRequest as req, type ExtensionSender } from './extension-request';

const listEnvelope = okEnvelopeSchema(savedSearchListSchema);
const searchEnvelope = okEnvelopeSchema(savedSearchSchema);

/** The `saved_searches` extension (DESIGN §8): each answer counts `new_since_visit` at the time of the call. */
export function savedSearchesApi(client: ExtensionSender) {
  return {
    async list(options?: RequestOptions): Promise<SavedSearch[]> {
      return (await client.send(req('GET', P.savedSearches()), listEnvelope, options)).saved_searches;
    },
    create: (input: SavedSearchInput, options?: RequestOptions): Promise<SavedSearch> =>
      client.send(req('POST', P.savedSearches(), { ...input }), searchEnvelope, options),
    rename: (id: number, name: string, options?: RequestOptions): Promise<SavedSearch> =>
      client.send(req('PATCH', P.savedSearch(id), { name }), searchEnvelope, options),
    /** Marks the search seen now; its `new_since_visit` starts again from zero. */
    visit: (id: number, options?: RequestOptions): Promise<SavedSearch> =>
      client.send(req('POST', P.savedSearchVisit(id)), searchEnvelope, options),
    async remove(id: number, options?: RequestOptions): Promise<void> {
      await client.send(req('DELETE', P.savedSearch(id)), acknowledgedEnvelope, options);
    },
  };
}

export type SavedSearchesApi = ReturnType<typeof savedSearchesApi>;
