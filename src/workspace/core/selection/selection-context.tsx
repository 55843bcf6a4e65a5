import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useStore } from 'zustand';
import type { AdSummary } from '../../../contract/ads';
import { useAnnounce } from '../live-announcer';
import { createSelectionStore, type SelectionState, type SelectionStore } from './selection-store';

/** The results grid's selection and the ads the grid has loaded (for ranges and "select all loaded"). */
export interface GridSelection {
  store: SelectionStore<AdSummary>;
  /** The loaded ads in the grid's order, read when a range or "all loaded" is picked. */
  loaded(): readonly AdSummary[];
}

const SelectionContext = createContext<GridSelection | null>(null);

/** Props of {@link SelectionProvider}. */
export interface SelectionProviderProps {
  /** The ads the grid shows, in its order; more pages loading keeps the selection. */
  ads: readonly AdSummary[];
  /** Names the search: a new value (another search, tab or filter) clears the selection. */
  searchKey: string;
  children: ReactNode;
}

/**
 * Holds one results grid's bulk selection. The count is said politely in the live region on each
 * change ("3 selected", "Selection cleared"), so a screen reader hears what x, a click or Esc did.
 */
export function SelectionProvider({ ads, searchKey, children }: SelectionProviderProps) {
  const loaded = useRef(ads);
  useLayoutEffect(() => {
    loaded.current = ads;
  });
  const [store] = useState(createSelectionStore<AdSummary>);
  const value = useMemo<GridSelection>(() => ({ store, loaded: () => loaded.current }), [store]);
  useEffect(() => value.store.getState().clear(), [value, searchKey]);
  const announce = useAnnounce();
  useEffect(
    () =>
      value.store.subscribe((state, before) => {
        if (state.selected.size === before.selected.size) return;
        announce(state.selected.size === 0 ? 'Selection cleared' : `${state.selected.size} selected`);
      }),
    [value, announce],
  );
  return <SelectionContext value={value}>{children}</SelectionContext>;
}

/** The nearest results grid's selection; null outside one (a board's grid, the drawer). */
export function useGridSelection(): GridSelection | null {
  return useContext(SelectionContext);
}

/** Reads one slice of the nearest selection; of an empty one of the component's own outside a results grid. */
export function useSelectionState<T>(selector: (state: SelectionState<AdSummary>) => T): T {
  const [none] = useState(createSelectionStore<AdSummary>);
  return useStore(useGridSelection()?.store ?? none, selector);
}
