import { boardsApi } from '../../../client/extensions/boards-api';
import type { ExtensionSender } from '../../../client/extensions/extension-request';
import { hiddenApi } from '../../../client/extensions/hidden-api';
import { savedSearchesApi } from '../../../client/extensions/saved-searches-api';
import type { BoardsBackend, HiddenBackend, SavedSearchesBackend } from '../workspace-backends';

/** Boards kept by the service's `boards` extension. */
export function serverBoards(client: ExtensionSender): BoardsBackend {
  const api = boardsApi(client);
  return {
    kind: 'server',
    list: () => api.list(),
    create: (name) => api.create(name),
    rename: (board, name) => api.rename(board, name),
    remove: (board) => api.remove(board),
    ads: (board, page) => api.ads(board, page),
    save: (board, ad, note) => api.save(board, ad, note),
    unsave: (board, ad) => api.unsave(board, ad),
    // Every ad says so itself with `is_bookmarked`.
    savedAds: async () => new Set(),
    share: (board) => api.share(board),
  };
}

/** What the service's `hidden` extension leaves out of this key's searches. */
export function serverHidden(client: ExtensionSender): HiddenBackend {
  const api = hiddenApi(client);
  return {
    kind: 'server',
    list: () => api.list(),
    hideAd: (ad) => api.hideAd(ad),
    showAd: (ad) => api.showAd(ad),
    hideOwner: (owner) => api.hideOwner(owner.id),
    showOwner: (owner) => api.showOwner(owner),
  };
}

/** Saved searches of the service's `saved_searches` extension, counted by the service. */
export function serverSavedSearches(client: ExtensionSender): SavedSearchesBackend {
  const api = savedSearchesApi(client);
  return {
    kind: 'server',
    list: () => api.list(),
    create: (input) => api.create(input),
    rename: async (id, name) => void (await api.rename(id, name)),
    remove: (id) => api.remove(id),
    visit: async (id) => void (await api.visit(id)),
  };
}
