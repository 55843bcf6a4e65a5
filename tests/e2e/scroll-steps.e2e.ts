import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adCards, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import type { SearchRecorder } from './support/search-recorder';

const suite = explorerSuite({ ads: 20000 });

/** The page the grid must reach: five pages are 90 ads, past the 18 and 72 where scrolling used to stop. */
const TARGET_PAGE = 5;

/** Sitting at the bottom of the document this long with no new page requested is a stall, however slow the machine. */
const STALL_MS = 10_000;

/** A slow machine renders few frames a second; steady steps then take this long to cover five pages. */
const SCROLL_DEADLINE_MS = 100_000;

/** The highest page the explorer has been answered so far. */
async function lastPage(searches: SearchRecorder): Promise<number> {
  return Math.max(0, ...(await searches.answered()).map((search) => search.page));
}

/** How long the window has been scrolled to the very bottom of the document (0 when it is not there). */
function msAtBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const probe = window as unknown as { bottomSince?: number };
    const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    if (!atBottom) probe.bottomSince = undefined;
    else probe.bottomSince ??= performance.now();
    return probe.bottomSince === undefined ? 0 : performance.now() - probe.bottomSince;
  });
}

/**
 * Runs `step()` (one scroll gesture) until page `target` has been answered. Fails at once when the window
 * sits at the bottom of the loaded ads for {@link STALL_MS} without a new page being requested, which is
 * the stall, and otherwise after {@link SCROLL_DEADLINE_MS}.
 */
async function scrollUntilPage(page: Page, searches: SearchRecorder, step: () => Promise<void>, target: number) {
  const started = Date.now();
  let requested = searches.requested;
  let stalledSince = Date.now();
  while ((await lastPage(searches)) < target) {
    await step();
    if (searches.requested !== requested) {
      requested = searches.requested;
      stalledSince = Date.now();
    }
    const bottom = await msAtBottom(page);
    if (bottom > STALL_MS && Date.now() - stalledSince > STALL_MS) {
      throw new Error(`Scrolling stalled at the end of page ${await lastPage(searches)}: no next page requested.`);
    }
    expect(Date.now() - started).toBeLessThan(SCROLL_DEADLINE_MS);
  }
}

/**
 * Scrolls the window by `step` pixels on every animation frame, as trackpads and smooth scrolling
 * do, until `stop()`; answers the largest single step taken, so a test proves the steps were small.
 */
async function startSteadyScroll(page: Page, step: number): Promise<{ stop(): Promise<number> }> {
  await page.evaluate((px) => {
    const state = { running: true, largest: 0 };
    (window as unknown as { steadyScroll: typeof state }).steadyScroll = state;
    const frame = () => {
      if (!state.running) return;
      const before = window.scrollY;
      window.scrollBy(0, px);
      state.largest = Math.max(state.largest, window.scrollY - before);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, step);
  return {
    stop: () =>
      page.evaluate(() => {
        const state = (window as unknown as { steadyScroll: { running: boolean; largest: number } }).steadyScroll;
        state.running = false;
        return state.largest;
      }),
  };
}

async function openFirstPage(): Promise<{ page: Page; searches: SearchRecorder; close(): Promise<void> }> {
  const { context, page, searches } = await suite.open({ viewport: { width: 1440, height: 900 } });
  await searches.after(() => page.goto(`${suite.origin}/platform_b`));
  await adCards(page).first().waitFor();
  expect(await lastPage(searches)).toBe(1);
  return { page, searches, close: () => context.close() };
}

describe('infinite scrolling keeps loading however the user scrolls', () => {
  it.each([25, 40, 80])(
    'loads page after page under a steady %i px per frame',
    async (step) => {
      const { page, searches, close } = await openFirstPage();
      const scroll = await startSteadyScroll(page, step);
      await scrollUntilPage(page, searches, () => page.waitForTimeout(250), TARGET_PAGE);
      const largest = await scroll.stop();
      expect(largest).toBeGreaterThan(0);
      expect(largest).toBeLessThanOrEqual(step);
      await close();
    },
    SCROLL_DEADLINE_MS + 20_000,
  );

  it(
    'loads page after page under mouse-wheel steps',
    async () => {
      const { page, searches, close } = await openFirstPage();
      await page.mouse.move(900, 450);
      await scrollUntilPage(page, searches, () => page.mouse.wheel(0, 100), TARGET_PAGE);
      await close();
    },
    SCROLL_DEADLINE_MS + 20_000,
  );

  it('asks for no second page when a tab returns to a first page already loaded', async () => {
    const { page, searches, close } = await openFirstPage();
    const platformB = async () => (await searches.answered()).filter((search) => search.url.includes('/platform_b/'));
    await searches.after(() => page.getByRole('tab', { name: 'Platform A' }).click());
    await adCards(page).first().waitFor();
    await page.getByRole('tab', { name: 'Platform B' }).click();
    await expect.poll(() => page.url(), POLL).toMatch(/\/platform_b$/);
    await adCards(page).first().waitFor();
    // Premise: the grid mounted again over the page already loaded, without searching it again.
    expect((await platformB()).filter((search) => search.page === 1)).toHaveLength(1);
    // Load-ahead runs on the next frame; a few more give a wrongly measured grid time to ask.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
    expect((await platformB()).map((search) => search.page)).toEqual([1]);
    await close();
  });

  it('loads the next page after each jump to the end', async () => {
    const { page, searches, close } = await openFirstPage();
    const documentHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    for (const expected of [2, 3]) {
      const before = await documentHeight();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => lastPage(searches), POLL).toBeGreaterThanOrEqual(expected);
      // The new page's rows are laid out before the next jump.
      await expect.poll(documentHeight, POLL).toBeGreaterThan(before);
    }
    await close();
  });
});
