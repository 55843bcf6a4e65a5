/**
 * Where the reader left each history entry of this tab, so Back and Forward return there in both
 * directions. A page may write only the entry it is on, and browsers cap such writes (100–200 in
 * 10–30 s), so an entry can neither be written on every scroll nor once it has been left: Back and
 * Forward tell the page (`popstate`) after the move. The places therefore live here, by an id each
 * entry carries in its state (`key`); the entry's own `scrollY` is written when a push leaves it
 * and when the page is hidden, for an entry whose place this document has not seen.
 */

/** What the explorer keeps in `history.state` of its entries. */
export interface EntryState {
  key?: string;
  scrollY?: number;
}

/** The places of one window's entries. */
export interface EntryPlaces {
  /** Notes the window's scroll position as the current entry's place (on every scroll). */
  record(): void;
  /** Leaves the current entry, its place noted, for a new one at `url` that opens at `place`. */
  push(url: string, place: number): void;
  /** Replaces the current entry's address, keeping its id and place. */
  replace(url: string): void;
  /**
   * Called on `popstate`: notes where the entry just left was (the window has not moved yet) and
   * answers where the entry arrived at was left, 0 for one never seen.
   */
  arrive(): number;
  /** Writes the current entry's place into its state (on `pagehide`). */
  persist(): void;
}

function stateOf(win: Window): EntryState {
  const state: unknown = win.history.state;
  return typeof state === 'object' && state !== null ? (state as EntryState) : {};
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function createEntryPlaces(win: Window): EntryPlaces {
  const places = new Map<string, number>();
  /** The id of the entry the window shows; given to an entry that has none when first seen. */
  const currentKey = (): string => {
    const state = stateOf(win);
    if (state.key) return state.key;
    const key = newKey();
    win.history.replaceState({ ...state, key }, '');
    if (state.scrollY !== undefined) places.set(key, state.scrollY);
    return key;
  };
  let current = currentKey();
  const note = () => {
    current = currentKey();
    places.set(current, win.scrollY);
  };

  return {
    record: note,
    push(url, place) {
      note();
      win.history.replaceState({ ...stateOf(win), scrollY: win.scrollY }, '');
      current = newKey();
      places.set(current, place);
      win.history.pushState({ key: current, scrollY: place } satisfies EntryState, '', url);
    },
    replace(url) {
      win.history.replaceState({ ...stateOf(win), key: currentKey() }, '', url);
    },
    arrive() {
      places.set(current, win.scrollY);
      current = currentKey();
      return places.get(current) ?? stateOf(win).scrollY ?? 0;
    },
    persist() {
      note();
      win.history.replaceState({ ...stateOf(win), scrollY: win.scrollY }, '');
    },
  };
}

const byWindow = new WeakMap<Window, EntryPlaces>();

/** The places of `win`'s entries: one record per window, shared by whatever pushes entries. */
export function entryPlaces(win: Window = window): EntryPlaces {
  let places = byWindow.get(win);
  if (!places) byWindow.set(win, (places = createEntryPlaces(win)));
  return places;
}
