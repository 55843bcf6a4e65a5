import { SAVED_SEARCH_OPERATIONS as OP } from '../../contract/extensions/saved-search-operations';
import type { SavedSearch, SavedSearchInput } from '../../contract/extensions/saved-searches';
import type { RequestOptions } from '../ads-client';
import { callOperation as call } from './call-operation';
import type { ExtensionSender } from './extension-request';

/** The `saved_searches` extension (DESIGN §8): each answer counts `new_since_visit` at the time of the call. */
export function savedSearchesApi(client: ExtensionSender) {
  const search = (id: number) => ({ params: { search: id } });
  return {
    async list(options?: RequestOptions): Promise<SavedSearch[]> {
      return (await call(client, OP.list, {}, options)).saved_searches;
    },
    create: (input: SavedSearchInput, options?: RequestOptions): Promise<SavedSearch> =>
      call(client, OP.create, { body: { ...input } }, options),
    rename: (id: number, name: string, options?: RequestOptions): Promise<SavedSearch> =>
      call(client, OP.rename, { ...search(id), body: { name } }, options),
    /** Marks the search seen now; its `new_since_visit` starts again from zero. */
    visit: (id: number, options?: RequestOptions): Promise<SavedSearch> => call(client, OP.visit, search(id), options),
    async remove(id: number, options?: RequestOptions): Promise<void> {
      await call(client, OP.remove, search(id), options);
    },
  };
}

export type SavedSearchesApi = ReturnType<typeof savedSearchesApi>;
