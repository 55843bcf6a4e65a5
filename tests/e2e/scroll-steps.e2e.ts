import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adCards, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import type { SearchRecorder } from './support/search-recorder';

const suite = explorerSuite({ ads: 20000 });

/** The page the grid must reach: five pages are 90 ads, about twelve screens of rows. */
const TARGET_PAGE = 5;

/** The highest page the explorer has been answered so far. */
function lastPage(searches: SearchRecorder): number {
  return Math.max(0, ...searches.searches.map((search) => search.page));
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
  expect(lastPage(searches)).toBe(1);
  return { page, searches, close: () => context.close() };
}

describe('infinite scrolling keeps loading however the user scrolls', () => {
  it.each([25, 40, 80])('loads page after page under a steady %i px per frame', async (step) => {
    const { page, searches, close } = await openFirstPage();
    const scroll = await startSteadyScroll(page, step);
    await expect.poll(() => lastPage(searches), POLL).toBeGreaterThanOrEqual(TARGET_PAGE);
    const largest = await scroll.stop();
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThanOrEqual(step);
    await close();
  });

  it('loads page after page under mouse-wheel steps', async () => {
    const { page, searches, close } = await openFirstPage();
    await page.mouse.move(900, 450);
    await expect
      .poll(async () => {
        for (let notch = 0; notch < 5; notch += 1) await page.mouse.wheel(0, 100);
        return lastPage(searches);
      }, POLL)
      .toBeGreaterThanOrEqual(TARGET_PAGE);
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
