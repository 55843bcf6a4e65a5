import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adCards, adDrawer, filterPanel, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';

const suite = explorerSuite();

/** A phone held upright, in CSS pixels. */
const PHONE = { width: 390, height: 844 };

/** Where focus is: in the filter sheet, in the results, or elsewhere (the header). */
function focusPlace(page: Page): Promise<'sheet' | 'main' | 'other'> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (focused?.closest('#filters')) return 'sheet';
    return focused?.closest('main') ? 'main' : 'other';
  });
}

/** Presses Tab from the focused control until focus reaches the results; the places it passed. */
async function tabToResults(page: Page): Promise<string[]> {
  const places: string[] = [];
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab');
    const place = await focusPlace(page);
    places.push(place);
    if (place === 'main') break;
  }
  return places;
}

/** From now on, records each transform transition that starts in the filter sheet or a dialog. */
function watchMotion(page: Page): Promise<void> {
  return page.evaluate(() => {
    const moved: string[] = [];
    Object.assign(window, { moved });
    document.addEventListener('transitionrun', (event) => {
      const place = (event.target as Element).closest('#filters, [role="dialog"]');
      if (place && event.propertyName === 'transform') moved.push(place.id || place.getAttribute('role')!);
    });
  });
}

/** The places whose transform transitions `watchMotion` saw start, each once. */
async function movedPlaces(page: Page): Promise<string[]> {
  const moved = await page.evaluate(() => (window as unknown as { moved: string[] }).moved);
  return [...new Set(moved)].sort();
}

async function openPhone(page: Page) {
  await page.goto(`${suite.origin}/platform_b`);
  await adCards(page).first().waitFor();
}

describe('the filter sheet on a phone (390×844)', () => {
  it('is out of the keyboard’s reach while closed, takes focus when it opens and gives it back when it closes', async () => {
    const { context, page } = await suite.open({ viewport: PHONE });
    await openPhone(page);
    const burger = page.getByRole('banner').getByRole('button', { name: 'Show filters' });
    await burger.focus();
    expect(await tabToResults(page)).not.toContain('sheet');
    // Closed, the sheet is no landmark to assistive technology either.
    expect(await filterPanel(page).count()).toBe(0);

    await burger.click();
    await expect.poll(() => focusPlace(page), POLL).toBe('sheet');
    await filterPanel(page).getByRole('button', { name: 'Clear all', exact: true }).waitFor();

    await page.getByRole('button', { name: /^Show (\S+ )?results?$/ }).click();
    await expect.poll(() => burger.evaluate((button) => button === document.activeElement), POLL).toBe(true);
    await expect.poll(() => filterPanel(page).count(), POLL).toBe(0);
    expect(await tabToResults(page)).not.toContain('sheet');
    await context.close();
  });

  it('opens by keyboard with focus inside, and Escape returns it to the burger', async () => {
    const { context, page } = await suite.open({ viewport: PHONE });
    await openPhone(page);
    const burger = page.getByRole('banner').getByRole('button', { name: 'Show filters' });
    await burger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusPlace(page), POLL).toBe('sheet');
    await page.keyboard.press('Tab');
    expect(await focusPlace(page)).toBe('sheet');
    await page.keyboard.press('Escape');
    await expect.poll(() => burger.evaluate((button) => button === document.activeElement), POLL).toBe(true);
    await context.close();
  });
});

describe('motion on a phone', () => {
  it.each([
    { reducedMotion: false, moved: ['dialog', 'filters'] },
    { reducedMotion: true, moved: [] },
  ])(
    'slides the filter sheet and the ad drawer, unless the reader asks for less motion ($reducedMotion)',
    async ({ reducedMotion, moved }) => {
      const { context, page } = await suite.open({ viewport: PHONE, reducedMotion });
      await openPhone(page);
      await watchMotion(page);
      await page.getByRole('banner').getByRole('button', { name: 'Show filters' }).click();
      await filterPanel(page).getByRole('button', { name: 'Clear all', exact: true }).waitFor();
      await page.getByRole('button', { name: /^Show (\S+ )?results?$/ }).click();
      await expect.poll(() => filterPanel(page).count(), POLL).toBe(0);
      // The drawer mounts open the first time, without sliding in: it slides as it closes.
      await adCards(page).first().getByRole('heading').click();
      await adDrawer(page).getByRole('button', { name: 'Next ad' }).waitFor();
      await page.keyboard.press('Escape');
      await adDrawer(page).waitFor({ state: 'hidden' });
      expect(await movedPlaces(page)).toEqual(moved);
      await context.close();
    },
  );
});

describe('the header on a phone and a narrow tablet', () => {
  it.each([PHONE, { width: 800, height: 900 }])(
    'shows the connection badge whole at $width px, beside the Save search button rather than under it',
    async (viewport) => {
      const { context, page } = await suite.open({ viewport });
      await openPhone(page);
      const header = page.getByRole('banner');
      await header.getByText('Connected · v2').waitFor();
      // The badge's pill, not only its words: the pill ran under the button while its words stopped short.
      const badge = header.locator('.mantine-Badge-root', { hasText: 'Connected · v2' });
      const badgeBox = (await badge.boundingBox())!;
      const saveBox = (await header.getByRole('button', { name: 'Save search' }).boundingBox())!;
      // A gap apart, as the header's controls are from each other.
      expect(saveBox.x - (badgeBox.x + badgeBox.width)).toBeGreaterThanOrEqual(8);
      // Nothing lies over the badge's words: the points at its two ends belong to it.
      const covered = await badge.evaluate((element) => {
        const { left, right, top, height } = element.getBoundingClientRect();
        const y = top + height / 2;
        return [left + 2, right - 2].some((x) => !element.contains(document.elementFromPoint(x, y)));
      });
      expect(covered).toBe(false);
      const label = header.getByText('Connected · v2');
      expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
      await context.close();
    },
  );
});
