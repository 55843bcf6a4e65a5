import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AdRef } from '../../../ads/ad-ref';
import { adKey } from './ad-key';

/**
 * The ads picked for a bulk action, in the order they were picked. The ads themselves are kept
 * (not only their keys): saving to a board stores a copy of each, also of ads no longer loaded.
 */
export interface SelectionState<A extends AdRef = AdRef> {
  /** Picked ads by {@link adKey}; a Map keeps the picking order for the actions. */
  selected: ReadonlyMap<string, A>;
  /** The last ad toggled on: where a shift-click range starts; `null` before any. */
  anchor: string | null;
  /** Picks `ad`, or takes it out; answers whether it is picked now. */
  toggle(ad: A): boolean;
  /**
   * Picks every ad of `loaded` between the anchor and `ad` (both included), in the grid's order;
   * picks `ad` alone when there is no anchor or the anchor is no longer among `loaded`. Ads
   * already picked stay picked. Answers how many are picked now.
   */
  selectRange(ad: A, loaded: readonly A[]): number;
  /** Picks every ad of `loaded` as well; answers how many are picked now. */
  selectAll(loaded: readonly A[]): number;
  /** Takes out the ads of `ads` (after hiding them, say). */
  remove(ads: readonly AdRef[]): void;
  clear(): void;
}

/** A store of {@link SelectionState}. */
export type SelectionStore<A extends AdRef = AdRef> = StoreApi<SelectionState<A>>;

function withAll<A extends AdRef>(selected: ReadonlyMap<string, A>, ads: readonly A[]): Map<string, A> {
  const next = new Map(selected);
  for (const ad of ads) next.set(adKey(ad), ad);
  return next;
}

/**
 * A selection of the results grid. It knows ads, not pages: more pages loading leaves it as it
 * is, and the grid's owner clears it when the search changes.
 */
export function createSelectionStore<A extends AdRef = AdRef>(): SelectionStore<A> {
  return createStore<SelectionState<A>>()((set, get) => ({
    selected: new Map(),
    anchor: null,
    toggle(ad) {
      const key = adKey(ad);
      const { selected } = get();
      if (selected.has(key)) {
        const next = new Map(selected);
        next.delete(key);
        set({ selected: next });
        return false;
      }
      set({ selected: withAll(selected, [ad]), anchor: key });
      return true;
    },
    selectRange(ad, loaded) {
      const { selected, anchor } = get();
      const keys = loaded.map(adKey);
      const to = keys.indexOf(adKey(ad));
      const from = anchor === null ? -1 : keys.indexOf(anchor);
      const range = to < 0 || from < 0 ? [ad] : loaded.slice(Math.min(from, to), Math.max(from, to) + 1);
      const next = withAll(selected, range);
      set({ selected: next, anchor: adKey(ad) });
      return next.size;
    },
    selectAll(loaded) {
      const next = withAll(get().selected, loaded);
      set({ selected: next });
      return next.size;
    },
    remove(ads) {
      const next = new Map(get().selected);
      for (const ad of ads) next.delete(adKey(ad));
      set({ selected: next });
    },
    clear() {
      if (get().selected.size > 0 || get().anchor !== null) set({ selected: new Map(), anchor: null });
    },
  }));
}
