import type { AdsClient } from '../../../client/ads-client';
import type { BoardsBackend, HiddenBackend, SavedSearchesBackend } from '../workspace-backends';

/**
 * The parts of a workspace this browser keeps, each made on its first call, once its code (the
 * IndexedDB documents and the stored shapes) has loaded: the first load does not carry it, and a
 * deployment that keeps the whole workspace never loads it. Every call answers a promise anyway
 * (IndexedDB is asynchronous), so a caller sees the same backend.
 */

/** `make()`'s backend, made once on first use; a failed load is tried again on the next call. */
function onFirstUse<B>(make: () => Promise<B>): () => Promise<B> {
  let made: Promise<B> | undefined;
  return () =>
    (made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    }));
}

/** `browserBoards(scope)`, loaded on first use. It cannot share, as the browser's own cannot. */
export function deferredBrowserBoards(scope: string): BoardsBackend {
  const boards = onFirstUse(() => import('./browser-boards').then((module) => module.browserBoards(scope)));
  return {
    kind: 'browser',
    list: async () => (await boards()).list(),
    create: async (name) => (await boards()).create(name),
    rename: async (board, name) => (await boards()).rename(board, name),
    remove: async (board) => (await boards()).remove(board),
    ads: async (board, page) => (await boards()).ads(board, page),
    save: async (board, ad, note) => (await boards()).save(board, ad, note),
    unsave: async (board, ad) => (await boards()).unsave(board, ad),
    savedAds: async () => (await boards()).savedAds(),
  };
}

/** `browserHidden(scope)`, loaded on first use. */
export function deferredBrowserHidden(scope: string): HiddenBackend {
  const hidden = onFirstUse(() => import('./browser-hidden').then((module) => module.browserHidden(scope)));
  return {
    kind: 'browser',
    list: async () => (await hidden()).list(),
    hideAd: async (ad) => (await hidden()).hideAd(ad),
    showAd: async (ad) => (await hidden()).showAd(ad),
    hideOwner: async (owner) => (await hidden()).hideOwner(owner),
    showOwner: async (owner) => (await hidden()).showOwner(owner),
  };
}

/** `browserSavedSearches(scope, client, hidden)`, loaded on first use. */
export function deferredBrowserSavedSearches(
  scope: string,
  client: AdsClient,
  hidden: Pick<HiddenBackend, 'list'>,
): SavedSearchesBackend {
  const searches = onFirstUse(() =>
    import('./browser-saved-searches').then((module) => module.browserSavedSearches(scope, client, hidden)),
  );
  return {
    kind: 'browser',
    list: async () => (await searches()).list(),
    create: async (input) => (await searches()).create(input),
    rename: async (id, name) => (await searches()).rename(id, name),
    remove: async (id) => (await searches()).remove(id),
    visit: async (id) => (await searches()).visit(id),
  };
}
