import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../src/contract/paths';
import { adCards, adDrawer, openAdId, POLL } from './support/explorer-page';
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

/** The first card at or below the middle of the window (stepping over the gaps): what the reader was looking at. */
const cardInView = (page: Page) =>
  page.evaluate(() => {
    for (let y = window.innerHeight / 2; y < window.innerHeight; y += 16) {
      const card = document.elementFromPoint(window.innerWidth * 0.6, y)?.closest('article');
      if (card) return card.getAttribute('aria-label');
    }
    return null;
  });

/** The accessible name of the focused element and whether it lies wholly in the window. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const rect = element.getBoundingClientRect();
    return {
      tag: element.tagName,
      label: element.getAttribute('aria-label'),
      inView: rect.top >= 0 && rect.bottom <= window.innerHeight,
    };
  });

/** Ids of pages 1..`pages` of a platform's unfiltered search, read from the service as one snapshot. */
async function idsOf(platform: 'platform_c', pages: number): Promise<number[]> {
  const ids: number[] = [];
  let lastHit: number | undefined;
  for (let page = 1; page <= pages; page += 1) {
    const response = await fetch(suite.origin + '/api/v2' + PATHS.v2.search(platform), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'demo-pro' },
      body: JSON.stringify({ page, ...(lastHit ? { last_hit: lastHit } : {}) }),
    });
    const { data } = (await response.json()) as { data: { ads: { id: number }[]; last_hit: number } };
    lastHit ??= data.last_hit;
    ids.push(...data.ads.map((ad) => ad.id));
  }
  return ids;
}

describe('the explorer keeps the reader’s place', () => {
  it('returns to each tab’s scroll position when switching tabs and back', async () => {
    const { context, page } = await suite.open();
    await page.goto(`${suite.origin}/platform_a`);
    await adCards(page).first().waitFor();
    await scrollTo(page, 1800);
    await expect.poll(() => cardInView(page), POLL).not.toBeNull();
    const readingA = await cardInView(page);
    await page.getByRole('tab', { name: 'Platform B' }).click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/platform_b');
    await adCards(page).first().waitFor();
    await scrollTo(page, 900);
    await expect.poll(() => cardInView(page), POLL).not.toBeNull();
    const readingB = await cardInView(page);
    // Premise: each tab was left in the middle of its own ads.
    expect(readingA).not.toBeNull();
    expect(readingB).not.toBeNull();
    expect(readingB).not.toBe(readingA);

    await page.getByRole('tab', { name: 'Platform A' }).click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/platform_a');
    // Rows measured again may shift the page by part of a row; the reader sees the same ads.
    await expect.poll(() => cardInView(page), POLL).toBe(readingA);
    expect(Math.abs((await scrollY(page)) - 1800)).toBeLessThan(300);
    await page.getByRole('tab', { name: 'Platform B' }).click();
    await expect.poll(() => cardInView(page), POLL).toBe(readingB);
    expect(Math.abs((await scrollY(page)) - 900)).toBeLessThan(300);
    // A tab never seen before opens at the top.
    await page.getByRole('tab', { name: 'Native' }).click();
    await expect.poll(() => scrollY(page), POLL).toBe(0);
    await context.close();
  });

  it('focuses the card of the last ad viewed in the drawer on Esc, scrolled into view', async () => {
    const { context, page, searches } = await suite.open();
    const first = await searches.after(() => page.goto(`${suite.origin}/platform_c`));
    await expectShown(page, first, 1);
    await adCards(page).first().getByRole('heading').click();
    await adDrawer(page).waitFor();
    // Past the first page: the next page loads when the open ad is the last one loaded.
    const steps = 22;
    const next = adDrawer(page).getByRole('button', { name: 'Next ad' });
    for (let step = 1; step <= steps; step += 1) {
      const before = openAdId(page);
      await expect.poll(() => next.isEnabled(), POLL).toBe(true);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => openAdId(page), POLL).not.toBe(before);
    }
    await searches.latest();
    const pages = (await searches.answered()).filter((search) => search.answer.lastHit === first.answer.lastHit);
    const ids = pages.flatMap((search) => search.answer.ids);
    const labels = pages.flatMap((search) => search.answer.labels);
    expect(openAdId(page)).toBe(ids[steps]);

    await page.keyboard.press('Escape');
    await adDrawer(page).waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page), POLL).toEqual({ tag: 'ARTICLE', label: labels[steps], inView: true });
    // Premise: the grid had to scroll to that card.
    expect(await scrollY(page)).toBeGreaterThan(300);
    await context.close();
  });

  it('keeps ← and → working on a link to an ad beyond page 1, loading pages as needed', async () => {
    const ids = await idsOf('platform_c', 3);
    const target = 2 * 18 + 5;
    const { context, page, searches } = await suite.open();
    await page.goto(`${suite.origin}/platform_c?ad=${ids[target]}`);
    await page.getByRole('dialog', { name: `Ad details Platform C · #${ids[target]}` }).waitFor();
    const drawer = adDrawer(page);
    await expect.poll(() => drawer.getByRole('button', { name: 'Next ad' }).isEnabled(), POLL).toBe(true);
    expect((await searches.answered()).map((search) => search.page)).toEqual([1, 2, 3]);

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => openAdId(page), POLL).toBe(ids[target + 1]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => openAdId(page), POLL).toBe(ids[target]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => openAdId(page), POLL).toBe(ids[target - 1]);
    await context.close();
  });

  it('keeps the previous results dimmed and busy while a changed filter’s results are on their way', async () => {
    const { context, page, searches } = await suite.open();
    const first = await searches.after(() => page.goto(`${suite.origin}/platform_a`));
    await expectShown(page, first);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/v2\/ads\/platform_a\/search$/, async (route) => {
      await held;
      await route.continue();
    });

    await toggleChip(page, 'Women');
    const feed = page.getByRole('feed', { name: 'Ads' });
    await expect.poll(() => feed.getAttribute('aria-busy'), POLL).toBe('true');
    // Premise: the changed search is on its way and has not been answered.
    await expect.poll(() => new URL(page.url()).search, POLL).toBe('?gender=2');
    expect(searches.requested).toBe(2);
    await expectShown(page, first);
    expect(await page.getByRole('status', { name: 'Loading ads' }).count()).toBe(0);
    // Dimmed by a transition, which starts at the first style read after the change.
    await expect
      .poll(() => feed.evaluate((element) => Number(getComputedStyle(element).opacity)), POLL)
      .toBeLessThan(1);

    const women = await searches.after(async () => release());
    expect(women.body.gender).toEqual([2]);
    await expectShown(page, women);
    await expect.poll(() => feed.getAttribute('aria-busy'), POLL).toBe('false');
    await context.close();
  });

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
