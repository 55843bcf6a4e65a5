import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { SearchState, SearchStore } from './search-store';

const SearchStoreContext = createContext<SearchStore | null>(null);

/** Props of `SearchStoreProvider`. */
export interface SearchStoreProviderProps {
  /** A store from `createSearchStore`, created once per app mount (or per test). */
  store: SearchStore;
  children: ReactNode;
}

/** Makes one search store available to the tree below. */
export function SearchStoreProvider({ store, children }: SearchStoreProviderProps) {
  return <SearchStoreContext value={store}>{children}</SearchStoreContext>;
}

/** The store itself, for effects that subscribe outside rendering (URL sync). */
export function useSearchStoreApi(): SearchStore {
  const store = useContext(SearchStoreContext);
  if (!store) throw new Error('useSearchStore needs a SearchStoreProvider above it');
  return store;
}

/** Reads one slice of the search state; pass a narrow selector so unrelated changes do not re-render. */
export function useSearchStore<T>(selector: (state: SearchState) => T): T {
  return useStore(useSearchStoreApi(), selector);
}
