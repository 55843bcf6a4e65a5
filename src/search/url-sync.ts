import { notifyAddressChanged } from './address';
import { entryPlaces } from './entry-places';
import { formatSearchLocation } from './search-location';
import { seedFromUrl } from './search-seed';
import type { SearchState, SearchStore } from './search-store';
import { isViewPath } from './view-paths';

/** The link of a search state: `/{platform}?{filters}&ad={id}&compare={picks}&density=compact&view=table`; never the connection. */
export function urlOfSearch(
  state: Pick<SearchState, 'platform' | 'slots' | 'ad' | 'compare' | 'density' | 'view'>,
): string {
  const params = state.slots[state.platform]?.params ?? new URLSearchParams();
  return formatSearchLocation(state.platform, params, state.ad, state.compare, state.density, state.view);
}

/** The link without the open ad, the picks to compare, the density and the view: what decides the results shown. */
function searchOf(state: SearchState): string {
  return urlOfSearch({ ...state, ad: null, compare: [], density: 'comfortable', view: 'grid' });
}

function currentUrl(win: Window): string {
  return `${win.location.pathname}${win.location.search}`;
}

/** Checks a restored position must hold in a row, with the results rendered, before it counts as restored. */
const SETTLED_CHECKS = 3;
/** Checks before a restore gives up holding, about 2 s. */
const MAX_CHECKS = 40;
/** What the reader does that ends a restore: from then on the position is theirs. */
const READER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Whether the results shown are still being rendered (`data-rendering`), so they may still shift the
 * page. A next page on its way is not: its rows come below the ones shown.
 */
function resultsRendering(win: Window): boolean {
  return win.document.querySelector('[role="feed"][data-rendering]') !== null;
}

/**
 * Scrolls to `y` once the page is tall enough (results may still be rendering) and holds it there
 * while rows rendered or measured again shift the page, until it has held for a few checks with
 * the results rendered, the reader scrolls, or ~2 s have passed; then calls `onEnd`. The function
 * it answers stops holding without calling `onEnd`.
 */
function restoreScroll(win: Window, y: number, onEnd: () => void): () => void {
  let tries = 0;
  let settled = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    for (const type of READER_EVENTS) win.removeEventListener(type, end);
  };
  function end() {
    stop();
    onEnd();
  }
  const attempt = () => {
    if (tries === 0 || Math.abs(win.scrollY - y) > 1) {
      win.scrollTo(0, y);
      settled = 0;
    }
    // Results still rendering may shift the page again: the place counts as held once they are done.
    if (resultsRendering(win)) settled = 0;
    else if (Math.abs(win.scrollY - y) <= 1) settled += 1;
    if (settled < SETTLED_CHECKS && ++tries < MAX_CHECKS) timer = setTimeout(attempt, 50);
    else end();
  };
  for (const type of READER_EVENTS) win.addEventListener(type, end, { passive: true });
  timer = setTimeout(attempt, 0);
  return stop;
}

/**
 * Keeps the address bar and the store in step (DESIGN §6). User actions push a history entry,
 * normalisation replaces the current one, and Back/Forward restore the entry's state and the
 * place it was left at, in both directions (`entry-places.ts`). Switching tabs returns to where
 * that tab's search was left. On a workspace page (`isViewPath`) the address stays until the
 * user searches again. Returns the function that stops syncing.
 */
export function startUrlSync(store: SearchStore, win: Window = window): () => void {
  win.history.scrollRestoration = 'manual';
  const places = entryPlaces(win);
  let cancelScroll = () => {};
  // While a place is being restored, the positions passed through on the way are not the reader's.
  let restoring = false;
  const restore = (y: number) => {
    cancelScroll();
    restoring = true;
    const stop = restoreScroll(win, y, () => {
      restoring = false;
      places.record();
    });
    cancelScroll = () => {
      restoring = false;
      stop();
    };
  };
  // Where each tab's search was left, so switching back to a tab returns to its place.
  const tabPlaces = new Map<string, number>();

  const write = (state: SearchState, previous?: SearchState) => {
    const url = urlOfSearch(state);
    if (state.historyWrite === 'none' || url === currentUrl(win)) return;
    // On a workspace page the search waits behind it: only a user's own search action leaves the page.
    if (isViewPath(win.location.pathname) && state.historyWrite !== 'push') return;
    if (state.historyWrite === 'push') {
      const switchedTab = previous !== undefined && previous.platform !== state.platform;
      // A new search starts at the top of its results; opening or closing an ad keeps the place.
      const newSearch = previous !== undefined && !switchedTab && searchOf(previous) !== searchOf(state);
      if (switchedTab) tabPlaces.set(searchOf(previous), win.scrollY);
      const place = switchedTab ? (tabPlaces.get(searchOf(state)) ?? 0) : newSearch ? 0 : win.scrollY;
      places.push(url, place);
      if (switchedTab) restore(place);
      else if (newSearch) win.scrollTo(0, 0);
    } else {
      places.replace(url);
    }
    notifyAddressChanged();
  };
  const onPopState = () => {
    cancelScroll();
    const place = places.arrive();
    const { pathname, search } = win.location;
    // Back to a workspace page leaves the search behind it as it was.
    if (!isViewPath(pathname)) store.getState().restore(seedFromUrl(pathname, search));
    restore(place);
  };
  const onScroll = () => {
    if (!restoring) places.record();
  };
  const onPageHide = () => places.persist();

  places.record();
  write(store.getState());
  const unsubscribe = store.subscribe(write);
  win.addEventListener('popstate', onPopState);
  win.addEventListener('scroll', onScroll, { passive: true });
  win.addEventListener('pagehide', onPageHide);
  return () => {
    cancelScroll();
    unsubscribe();
    win.removeEventListener('popstate', onPopState);
    win.removeEventListener('scroll', onScroll);
    win.removeEventListener('pagehide', onPageHide);
  };
}
