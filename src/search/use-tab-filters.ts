import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { Connection } from '../client/connection';
import type { FilterGroup } from '../contract/filters';
import type { SearchPlatform } from '../contract/platforms';
import type { FilterState, FilterValue } from '../filters/engine/value-model';
import { filtersQueryOptions } from './filters-query';
import { decodeSlotParams, isDecodedFor } from './search-store';
import { prefetchSearch } from './prefetch-search';
import { useSearchStore, useSearchStoreApi } from './search-store-context';

/** A tab's filters decoded against its catalogue, with the store's actions already bound to that catalogue. */
export interface ReadyTabFilters {
  group: FilterGroup;
  state: FilterState;
  /** Sets one filter through the engine; its side effects become notices. */
  setFilter(key: string, value: FilterValue): void;
  resetFilter(key: string): void;
  clearAll(): void;
}

/** One tab's filters through their lifecycle: catalogue, link parameters, decoded state. */
export interface TabFilters {
  /** The platform's catalogue query: whether the service answers, its error, and refetch. */
  catalogue: UseQueryResult<FilterGroup>;
  /**
   * What the tab searches with: the decoded state, or, in the render the catalogue arrives, the
   * state the link's parameters decode to (the state hydration then stores, so the search does
   * not change). `null` without a catalogue: a link never searches with the wrong filters.
   */
  search: { group: FilterGroup; state: FilterState } | null;
  /**
   * The filters to show and change, `null` without a catalogue. In the render the catalogue
   * arrives (a page rendered on the server, its hydration) they are the link's parameters decoded
   * in place, so the panel, its chips and the sort render at once; the first change stores them.
   */
  ready: ReadyTabFilters | null;
}

/**
 * Owns a tab's filter lifecycle: loads the platform's catalogue, decodes the tab's link
 * parameters against it (again after a connection change, since another service has another
 * catalogue), and binds the filter actions to it. `enabled` false (e.g. `mega` on v1) asks nothing.
 */
export function useTabFilters(connection: Connection, platform: SearchPlatform, enabled = true): TabFilters {
  const catalogue = useQuery({ ...filtersQueryOptions(connection, platform), enabled });
  const slot = useSearchStore((s) => s.slots[platform]);
  const hydrate = useSearchStore((s) => s.hydrate);
  const setFilter = useSearchStore((s) => s.setFilter);
  const resetFilter = useSearchStore((s) => s.resetFilter);
  const clearAll = useSearchStore((s) => s.clearAll);
  const store = useSearchStoreApi();
  const queryClient = useQueryClient();
  const group = catalogue.data;
  const decoded = isDecodedFor(slot, connection.id) ? slot : undefined;

  useEffect(() => {
    if (group && slot && !decoded) hydrate(platform, group, connection.id);
  }, [group, slot, decoded, hydrate, platform, connection.id]);

  const search = useMemo(() => {
    if (!group || !slot) return null;
    return { group, state: decoded ? decoded.state : decodeSlotParams(group, slot.params).state };
  }, [group, slot, decoded]);

  // Bound to the catalogue only, so they keep their identity across filter changes and the
  // memoized filter rows that receive them need not render again for another filter's change.
  // Each sends the changed search at once, before the page renders the change.
  const actions = useMemo(() => {
    if (!group) return null;
    // A change before the effect above has stored the decoded link (hydration's first moments)
    // stores it first, so the engine changes the state the page shows.
    const decodeFirst = () => {
      if (!isDecodedFor(store.getState().slots[platform], connection.id)) hydrate(platform, group, connection.id);
    };
    const searchNow = () => {
      const now = store.getState().slots[platform];
      if (isDecodedFor(now, connection.id)) void prefetchSearch(queryClient, connection, platform, group, now.state);
    };
    return {
      setFilter: (key: string, value: FilterValue) => {
        decodeFirst();
        setFilter(group, key, value);
        searchNow();
      },
      resetFilter: (key: string) => {
        decodeFirst();
        resetFilter(group, key);
        searchNow();
      },
      clearAll: () => {
        decodeFirst();
        clearAll(group);
        searchNow();
      },
    };
  }, [group, setFilter, resetFilter, clearAll, hydrate, store, platform, connection, queryClient]);
  const ready = useMemo<ReadyTabFilters | null>(
    () => (actions && search ? { group: search.group, state: search.state, ...actions } : null),
    [actions, search],
  );

  return { catalogue, search, ready };
}
