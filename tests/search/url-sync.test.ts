// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { catalogueOf } from '../../src/service/catalogue/catalogues';
import { createSearchStore, type SearchStore } from '../../src/search/search-store';
import { seedFromUrl } from '../../src/search/search-seed';
import { startUrlSync } from '../../src/search/url-sync';
import { navigateTo } from '../../src/search/address';

const group = catalogueOf('platform_a', 'v2').group;
const CONNECTION = 'v2-service';
const here = () => `${location.pathname}${location.search}`;

/** jsdom queues a history traversal on a timer: runs it and waits for its popstate. */
async function traverse(go: () => void): Promise<void> {
  let popped = false;
  window.addEventListener('popstate', () => (popped = true), { once: true });
  go();
  while (!popped) await vi.advanceTimersToNextTimerAsync();
}
const back = () => traverse(() => history.back());
const forward = () => traverse(() => history.forward());

let stop = () => {};
let store: SearchStore;
function start(url: string) {
  history.replaceState(null, '', url);
  store = createSearchStore(seedFromUrl(location.pathname, location.search));
  stop = startUrlSync(store);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  history.replaceState(null, '', '/');
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

/** jsdom does not lay out or scroll: records each scrollTo and moves scrollY as a browser would. */
function recordScrolls(): number[] {
  const scrolledTo: number[] = [];
  window.scrollTo = ((_x: number, y: number) => {
    scrolledTo.push(y);
    window.scrollY = y;
  }) as typeof window.scrollTo;
  return scrolledTo;
}

/**
 * Opens an ad on a search read at `y` (a history entry that saved `y`), goes Back to the search and
 * runs the first restore check; answers every scroll made.
 */
async function backToPlaceAt(y: number): Promise<number[]> {
  const scrolledTo = recordScrolls();
  start('/platform_a');
  store.getState().hydrate('platform_a', group, CONNECTION);
  window.scrollY = y;
  store.getState().openAd(3);
  await back();
  vi.runOnlyPendingTimers();
  return scrolledTo;
}

/** A feed of results in the document, with the given attributes, removed after the test. */
function feedWith(attributes: Record<string, string>): HTMLElement {
  const feed = document.body.appendChild(document.createElement('div'));
  feed.setAttribute('role', 'feed');
  for (const [name, value] of Object.entries(attributes)) feed.setAttribute(name, value);
  onTestFinished(() => feed.remove());
  return feed;
}

describe('URL sync', () => {
  it('normalises a bare root to the default tab without a new history entry', () => {
    const length = history.length;
    start('/');
    expect(here()).toBe('/platform_a');
    expect(history.length).toBe(length);
  });

  it('replaces the link with its canonical form once the catalogue decodes it', () => {
    start('/platform_a?gender=2,1&colour=red');
    const length = history.length;
    store.getState().hydrate('platform_a', group, CONNECTION);
    expect(here()).toBe('/platform_a?gender=2,1');
    expect(history.length).toBe(length);
  });

  it('pushes user actions so Back restores the previous state', async () => {
    start('/platform_a');
    store.getState().hydrate('platform_a', group, CONNECTION);
    store.getState().setFilter(group, 'gender', { kind: 'options', keys: [2] });
    expect(here()).toBe('/platform_a?gender=2');
    store.getState().openAd(31);
    expect(here()).toBe('/platform_a?gender=2&ad=31');

    await back();
    expect(store.getState().ad).toBeNull();
    expect(here()).toBe('/platform_a?gender=2');
    await back();
    store.getState().hydrate('platform_a', group, CONNECTION);
    const slot = store.getState().slots.platform_a;
    expect(slot?.status === 'ready' && slot.state.gender).toEqual({ kind: 'options', keys: [0] });
  });

  it('switching tabs is a history entry of its own, and the link never holds the connection', async () => {
    start('/platform_a');
    store.getState().hydrate('platform_a', group, CONNECTION);
    store.getState().setPlatform('native');
    expect(here()).toBe('/native');
    await back();
    expect(store.getState().platform).toBe('platform_a');
    expect(here()).not.toMatch(/api_key|demo-pro|api\/v/);
  });

  it('saves the scroll position on the entry it leaves and restores it on Back', async () => {
    const scrolledTo = recordScrolls();
    start('/platform_a');
    store.getState().hydrate('platform_a', group, CONNECTION);
    window.scrollY = 640;
    store.getState().openAd(3);
    // Opening an ad keeps the place: its entry opens where the search was read.
    expect(history.state).toMatchObject({ scrollY: 640 });

    await back();
    expect(history.state).toMatchObject({ scrollY: 640 });
    expect(scrolledTo).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(scrolledTo).toEqual([640]);
  });

  it('returns on Forward to where the entry was left by Back, also when Back came before any scroll event', async () => {
    const scrolledTo = recordScrolls();
    start('/platform_a');
    store.getState().hydrate('platform_a', group, CONNECTION);
    window.scrollY = 3000;
    window.dispatchEvent(new Event('scroll'));
    store.getState().setFilter(group, 'media_type', { kind: 'options', keys: [2] });
    expect(scrolledTo).toEqual([0]);
    window.scrollY = 1600;

    await back();
    vi.runOnlyPendingTimers();
    expect(scrolledTo).toEqual([0, 3000]);
    await forward();
    vi.runOnlyPendingTimers();
    expect(scrolledTo).toEqual([0, 3000, 1600]);
    // Read further down, then Back and Forward again: the entry's place is the latest.
    window.scrollY = 2400;
    window.dispatchEvent(new Event('scroll'));
    await back();
    vi.runOnlyPendingTimers();
    await forward();
    vi.runOnlyPendingTimers();
    expect(scrolledTo).toEqual([0, 3000, 1600, 3000, 2400]);
  });

  it('holds the restored place while rows measured again shift the page, until the reader scrolls', async () => {
    const scrolledTo = await backToPlaceAt(1200);
    expect(scrolledTo).toEqual([1200]);
    // Rows above measure taller than estimated: the page moves under the reader, and is put back.
    window.scrollY = 1196;
    vi.advanceTimersByTime(50);
    expect(scrolledTo).toEqual([1200, 1200]);
    window.scrollY = 1203;
    window.dispatchEvent(new Event('wheel'));
    vi.advanceTimersByTime(2000);
    // Once the reader scrolls, the position is theirs.
    expect(scrolledTo).toEqual([1200, 1200]);
  });

  it('holds the restored place while the results are still rendering, then puts it back once they shifted it', async () => {
    const feed = feedWith({ 'data-rendering': '' });
    const scrolledTo = await backToPlaceAt(1200);
    // Premise: the place holds for many more checks than a rendered page needs to count as restored.
    vi.advanceTimersByTime(500);
    expect(scrolledTo).toEqual([1200]);
    // The rows beyond the window mount and measure taller than their estimate: the page moves.
    window.scrollY = 1232;
    feed.removeAttribute('data-rendering');
    vi.advanceTimersByTime(50);
    expect(scrolledTo).toEqual([1200, 1200]);
    vi.advanceTimersByTime(2000);
    expect(scrolledTo).toEqual([1200, 1200]);
  });

  it('stops holding once the restored place has held for a few checks, also while a next page is on its way', async () => {
    // A next page makes the feed busy, but its rows come below the ones shown.
    feedWith({ 'aria-busy': 'true' });
    const scrolledTo = await backToPlaceAt(800);
    vi.advanceTimersByTime(200);
    expect(scrolledTo).toEqual([800]);
    // The reader's own scrolling, by a script or a scrollbar, is theirs once the place has held.
    window.scrollY = 300;
    vi.advanceTimersByTime(2000);
    expect(scrolledTo).toEqual([800]);
  });

  it('starts a new search at the top and returns to the saved place on Back', async () => {
    const scrolledTo = recordScrolls();
    start('/platform_a');
    store.getState().hydrate('platform_a', group, CONNECTION);
    window.scrollY = 1200;
    store.getState().setFilter(group, 'gender', { kind: 'options', keys: [1] });
    expect(scrolledTo).toEqual([0]);

    await back();
    vi.runOnlyPendingTimers();
    expect(scrolledTo).toEqual([0, 1200]);
  });

  it('leaves a workspace page in the address, drops nothing of it, and keeps the search behind it across Back', async () => {
    recordScrolls();
    start('/boards/12');
    expect(store.getState()).toMatchObject({ platform: 'platform_a', ad: null, notices: [] });
    store.getState().hydrate('platform_a', group, CONNECTION);
    expect(here()).toBe('/boards/12');

    navigateTo('/platform_a?gender=2');
    store.getState().restore(seedFromUrl(location.pathname, location.search));
    store.getState().hydrate('platform_a', group, CONNECTION);
    expect(here()).toBe('/platform_a?gender=2');
    navigateTo('/hidden');
    await back();
    expect(here()).toBe('/platform_a?gender=2');
    await back();
    expect(here()).toBe('/boards/12');
    // The search behind the page is the one last seen, not the default the page's own link seeds.
    expect(store.getState().slots.platform_a?.params.toString()).toBe('gender=2');
    store.getState().setPlatform('native');
    expect(here()).toBe('/native');
  });
});
