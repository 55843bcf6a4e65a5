import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FilterGroup } from '../contract/filters';
import type { SearchPlatform } from '../contract/platforms';
import type { DroppedParam } from '../filters/engine/dropped-param';
import { describeEffect } from '../filters/engine/effects';
import { changeFilter, clearAll, resetFilter } from '../filters/engine/transition';
import type { Transition } from '../filters/engine/transition-result';
import { decodeFilterParams, encodeFilterParams } from '../filters/engine/url-codec';
import type { FilterState, FilterValue } from '../filters/engine/value-model';
import { MAX_COMPARED, sameAd, type ComparedAd } from './compare-selection';
import { describeDropped } from './describe-dropped';
import type { GridDensity } from './grid-density';
import type { ResultsView } from './results-view';
import { withEquivalentSort } from './equivalent-sort';
import { isSelfEvident } from './self-evident-effect';
import type { DroppedKind, SearchNotice } from './search-notice';

/**
 * One tab's filters. `pending` holds a link's raw parameters until the platform's catalogue has
 * loaded and can decode them; `ready` holds the decoded state, its canonical URL parameters and
 * the connection whose catalogue decoded it (another connection decodes the parameters again).
 */
export type PlatformSlot =
  | { status: 'pending'; params: URLSearchParams }
  | { status: 'ready'; state: FilterState; params: URLSearchParams; connectionId: string };

/**
 * How URL sync writes the last change to the browser history: `push` an entry (a user action),
 * `replace` the current one (normalising a link), or `none` (the change came from history).
 */
export type HistoryWrite = 'push' | 'replace' | 'none';

/** Where a search store starts, usually read from the URL. */
export interface SearchSeed {
  platform: SearchPlatform;
  /** The link's filter parameters for `platform`; empty for its defaults. */
  params: URLSearchParams;
  /** Id of the ad open in the detail drawer. */
  ad: number | null;
  /** The ads picked for comparing; default none. */
  compare?: ComparedAd[];
  /** The grid's density; default comfortable. */
  density?: GridDensity;
  /** How the results are shown; default the grid. */
  view?: ResultsView;
  /** Link parameters already refused while reading the URL (e.g. an unknown platform). */
  dropped?: DroppedParam[];
}

/** The explorer's search state — active tab, each tab's filters, open ad, notices — and the actions beside it. */
export interface SearchState {
  platform: SearchPlatform;
  slots: Partial<Record<SearchPlatform, PlatformSlot>>;
  /** Id of the ad open in the detail drawer; on `mega` its platform comes from the loaded results. */
  ad: number | null;
  /** The ads picked for comparing (at most `MAX_COMPARED`), kept across tabs and in the link. */
  compare: ComparedAd[];
  /** How closely the grid packs its cards, kept across tabs and in the link. */
  density: GridDensity;
  /** Whether the results show as a grid of cards or a table of rows, kept across tabs and in the link. */
  view: ResultsView;
  notices: SearchNotice[];
  /** How the last change reaches the address bar; read by URL sync only. */
  historyWrite: HistoryWrite;
  /** Switches tab; a tab seen before keeps its filters. */
  setPlatform(platform: SearchPlatform): void;
  /**
   * Decodes the tab's link parameters against the catalogue of `connectionId`: a pending tab, or
   * one decoded for another connection (its sort or filters may not exist there). A no-op when
   * the tab is already decoded for this connection.
   */
  hydrate(platform: SearchPlatform, group: FilterGroup, connectionId: string): void;
  /** Sets one filter of the active tab through the engine; side effects become notices. */
  setFilter(group: FilterGroup, key: string, value: FilterValue): void;
  resetFilter(group: FilterGroup, key: string): void;
  clearAll(group: FilterGroup): void;
  openAd(id: number): void;
  closeAd(): void;
  /**
   * Picks an ad for comparing, or takes it out when picked already. `full` when
   * `MAX_COMPARED` ads are picked, and nothing changes. Replaces the history entry: Back does not
   * step through picks.
   */
  toggleCompared(ad: ComparedAd): 'added' | 'removed' | 'full';
  clearCompared(): void;
  /** Sets the grid's density; replaces the history entry, as a view of the same search. */
  setDensity(density: GridDensity): void;
  /** Shows the results as a grid or a table; replaces the history entry, as a view of the same search. */
  setView(view: ResultsView): void;
  /** Puts back the state a history entry holds (Back/Forward); writes no history itself. */
  restore(seed: SearchSeed): void;
  dismissNotice(id: number): void;
}

/** A tab whose filters are decoded. */
export type ReadySlot = Extract<PlatformSlot, { status: 'ready' }>;

/** Whether `slot` holds filters decoded against the catalogue of `connectionId`. */
export function isDecodedFor(slot: PlatformSlot | undefined, connectionId: string): slot is ReadySlot {
  return slot?.status === 'ready' && slot.connectionId === connectionId;
}

/**
 * A tab's link parameters read against a catalogue: the state, its canonical parameters, and what
 * was dropped. The other API layout's sort reads as its equivalent, where there is one.
 */
export function decodeSlotParams(group: FilterGroup, raw: URLSearchParams) {
  const { state, dropped } = decodeFilterParams(group, withEquivalentSort(group, raw));
  return { state, params: encodeFilterParams(group, state), dropped };
}

/** A tab's link parameters decoded against the catalogue `group` of `connectionId`, and what was dropped. */
function decodedSlot(group: FilterGroup, raw: URLSearchParams, connectionId: string) {
  const { state, params, dropped } = decodeSlotParams(group, raw);
  const slot: ReadySlot = { status: 'ready', state, params, connectionId };
  return { slot, dropped };
}

/** A vanilla zustand store of `SearchState`; components read it through `useSearchStore(selector)`. */
export type SearchStore = StoreApi<SearchState>;

/** The catalogue of a store's first tab, when it is known as the store is made. */
export interface SeedCatalogue {
  group: FilterGroup;
  connectionId: string;
}

/**
 * A fresh search store seeded from `seed`; every test and every app mount gets its own. With the
 * first tab's `catalogue` (a page rendered on the server, and the browser hydrating it), that tab
 * starts decoded: a store's first state is what a server renders and hydration renders again,
 * so a tab decoded after that first render rendered the page once more, inside hydration's commit.
 */
export function createSearchStore(seed: SearchSeed, catalogue?: SeedCatalogue): SearchStore {
  let nextNoticeId = 1;
  const notices = (kind: SearchNotice['kind'], messages: readonly string[]): SearchNotice[] =>
    messages.map((message) => ({ id: nextNoticeId++, kind, message }));
  const droppedNotices = (dropped: readonly DroppedParam[] = [], kind: DroppedKind = 'dropped'): SearchNotice[] =>
    dropped.length === 0 ? [] : notices(kind, [describeDropped(dropped, kind)]);

  return createStore<SearchState>()((set, get) => {
    const applyTransition = (slot: ReadySlot, group: FilterGroup, transition: Transition) => {
      const { platform } = get();
      const effects = transition.effects
        .filter((effect) => !isSelfEvident(effect))
        .map((effect) => describeEffect(effect, group));
      set((s) => ({
        slots: {
          ...s.slots,
          [platform]: { ...slot, state: transition.state, params: encodeFilterParams(group, transition.state) },
        },
        notices: [...s.notices, ...notices('effect', effects)],
        historyWrite: 'push',
      }));
    };
    const activeSlot = (): ReadySlot | undefined => {
      const slot = get().slots[get().platform];
      return slot?.status === 'ready' ? slot : undefined;
    };

    const decoded = catalogue && decodedSlot(catalogue.group, seed.params, catalogue.connectionId);
    return {
      platform: seed.platform,
      slots: { [seed.platform]: decoded ? decoded.slot : { status: 'pending', params: seed.params } },
      ad: seed.ad,
      compare: seed.compare ?? [],
      density: seed.density ?? 'comfortable',
      view: seed.view ?? 'grid',
      notices: [...droppedNotices(seed.dropped), ...droppedNotices(decoded?.dropped)],
      historyWrite: 'replace',

      setPlatform(platform) {
        if (platform === get().platform) return;
        set((s) => ({
          platform,
          ad: null,
          slots: s.slots[platform]
            ? s.slots
            : { ...s.slots, [platform]: { status: 'pending', params: new URLSearchParams() } },
          historyWrite: 'push',
        }));
      },
      hydrate(platform, group, connectionId) {
        const slot = get().slots[platform];
        // A tab decoded before was read from a link already: what drops now is the connection's doing.
        const kind = slot?.status === 'ready' ? 'unavailable' : 'dropped';
        if (!slot || isDecodedFor(slot, connectionId)) return;
        const { slot: decoded, dropped } = decodedSlot(group, slot.params, connectionId);
        set((s) => ({
          slots: { ...s.slots, [platform]: decoded },
          notices: [...s.notices, ...droppedNotices(dropped, kind)],
          historyWrite: 'replace',
        }));
      },
      setFilter(group, key, value) {
        const slot = activeSlot();
        if (slot) applyTransition(slot, group, changeFilter(group, slot.state, key, value));
      },
      resetFilter(group, key) {
        const slot = activeSlot();
        if (slot) applyTransition(slot, group, resetFilter(group, slot.state, key));
      },
      clearAll(group) {
        const slot = activeSlot();
        if (slot) applyTransition(slot, group, clearAll(group));
      },
      openAd(id) {
        if (get().ad !== id) set({ ad: id, historyWrite: 'push' });
      },
      closeAd() {
        if (get().ad) set({ ad: null, historyWrite: 'push' });
      },
      toggleCompared(ad) {
        const { compare } = get();
        if (compare.some((other) => sameAd(other, ad))) {
          set({ compare: compare.filter((other) => !sameAd(other, ad)), historyWrite: 'replace' });
          return 'removed';
        }
        if (compare.length >= MAX_COMPARED) return 'full';
        set({ compare: [...compare, ad], historyWrite: 'replace' });
        return 'added';
      },
      clearCompared() {
        if (get().compare.length > 0) set({ compare: [], historyWrite: 'replace' });
      },
      setDensity(density) {
        set({ density, historyWrite: 'replace' });
      },
      setView(view) {
        set({ view, historyWrite: 'replace' });
      },
      restore(next) {
        set((s) => {
          const slot = s.slots[next.platform];
          const keep = slot !== undefined && slot.params.toString() === next.params.toString();
          return {
            platform: next.platform,
            ad: next.ad,
            compare: next.compare ?? [],
            density: next.density ?? 'comfortable',
            view: next.view ?? 'grid',
            slots: keep ? s.slots : { ...s.slots, [next.platform]: { status: 'pending', params: next.params } },
            notices: [...s.notices, ...droppedNotices(next.dropped)],
            historyWrite: 'none',
          };
        });
      },
      dismissNotice(id) {
        set((s) => ({ notices: s.notices.filter((notice) => notice.id !== id) }));
      },
    };
  });
}
