import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adCards, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { toggleChip } from './support/filter-controls';
import { expectShown } from './support/grid-expectations';

const suite = explorerSuite();

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Scrolls the window to `y` as the reader does, with a turn of the wheel (which makes the place
 * theirs, ending any restore of an earlier one), then to `y` exactly once the wheel's smooth scroll
 * has come to rest, and waits until it is there (the page may first need to grow).
 */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.mouse.move(720, 450);
  await page.mouse.wheel(0, y - (await scrollY(page)));
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const now = await scrollY(page);
      const resting = now === last;
      last = now;
      return resting;
    }, POLL)
    .toBe(true);
  await expect
    .poll(async () => {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      return scrollY(page);
    }, POLL)
    .toBe(y);
}

describe('Back and Forward restore the place of each search', () => {
  it('returns to where each search was left, in both directions', async () => {
    const { context, page, searches } = await suite.open();
    const all = await searches.after(() => page.goto(`${suite.origin}/platform_f`));
    await expectShown(page, all);
    await scrollTo(page, 3000);
    const videos = await searches.after(() => toggleChip(page, 'Video'));
    await expectShown(page, videos);
    // Premise: a changed search starts at the top of its results.
    expect(await scrollY(page)).toBe(0);
    await scrollTo(page, 1600);
    await adCards(page).first().waitFor();

    await page.goBack();
    await expect.poll(() => new URL(page.url()).search, POLL).toBe('');
    await expect.poll(() => scrollY(page), POLL).toBe(3000);

    await page.goForward();
    await expect.poll(() => new URL(page.url()).search, POLL).not.toBe('');
    await expect.poll(() => scrollY(page), POLL).toBe(1600);

    // And back again: each entry keeps the place it was left at, however often it is left.
    await page.goBack();
    await expect.poll(() => scrollY(page), POLL).toBe(3000);
    await context.close();
  });
});
