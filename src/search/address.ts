import { createContext, useContext, useSyncExternalStore } from 'react';
import { entryPlaces } from './entry-places';
import { isViewPath } from './view-paths';

/**
 * The address bar as React sees it. `history.pushState` fires no event, so whatever moves the
 * address (url-sync, `navigateTo`) calls `notifyAddressChanged`; Back and Forward fire `popstate`.
 */
const listeners = new Set<() => void>();

/** Tells every `useViewPath` that the address changed. */
export function notifyAddressChanged(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The workspace page `pathname` names, or null for a search (`isViewPath`). */
const viewPathOf = (pathname: string): string | null => (isViewPath(pathname) ? pathname : null);

const currentViewPath = () => viewPathOf(window.location.pathname);

/**
 * The path a page rendered on the server stands for: there is no address bar there. The browser
 * hydrating that page reads its own, which is the same path.
 */
export const ServerAddressContext = createContext<string | undefined>(undefined);

/**
 * The workspace page the address bar names (`/boards/7`), or null on a search; renders again only
 * when that changes. A search's own address is the store's (url-sync): the address a link opens
 * with becomes its canonical form (`/` becomes `/platform_a`) after hydration, and the page it
 * draws is the same, so nothing renders again for it.
 */
export function useViewPath(): string | null {
  const serverPath = useContext(ServerAddressContext);
  return useSyncExternalStore(subscribe, currentViewPath, () =>
    serverPath === undefined ? currentViewPath() : viewPathOf(serverPath),
  );
}

/** Opens `url` (a path of this explorer) as a new history entry, at the top of the page. */
export function navigateTo(url: string, win: Window = window): void {
  if (`${win.location.pathname}${win.location.search}` === url) return;
  // Where the page was left, for Back and Forward (url-sync restores an entry's place).
  entryPlaces(win).push(url, 0);
  win.scrollTo(0, 0);
  notifyAddressChanged();
}
