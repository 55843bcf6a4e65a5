import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adCards, adDrawer, filterPanel, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { addSearchTerm, toggleChip } from './support/filter-controls';
import { expectShown } from './support/grid-expectations';
import { saveScreenshot } from './support/screenshots';

const suite = explorerSuite();

/** A phone held upright, in CSS pixels. */
const PHONE = { width: 390, height: 844 };

/** The filter sheet, found whether open or closed (closed, it is hidden from the accessibility tree). */
const sheet = (page: Page) => page.locator('#filters');

/** Whether any part of `locator` lies inside the window (an off-canvas navbar is still "visible"). */
async function onScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x + box.width > 0 && box.x < PHONE.width && box.width > 0;
}

describe('the explorer on a phone (390×844, v2)', () => {
  it('opens the filters from the header burger, applies one, lists results in one column and opens the drawer full width', async () => {
    const { context, page, searches } = await suite.open({ viewport: PHONE });
    const unfiltered = await searches.after(() => page.goto(`${suite.origin}/platform_b`));
    await expectShown(page, unfiltered);
    expect(await onScreen(sheet(page))).toBe(false);

    await page.getByRole('button', { name: 'Show filters' }).click();
    await expect.poll(() => onScreen(sheet(page)), POLL).toBe(true);
    const women = await searches.after(() => toggleChip(page, 'Women'));
    expect(women.body.gender).toEqual([2]);
    expect(women.answer.ids).not.toEqual(unfiltered.answer.ids);
    await saveScreenshot(page, 'mobile-filters');

    await page.getByRole('button', { name: /^Show (\S+ )?results?$/ }).click();
    await expect.poll(() => onScreen(sheet(page)), POLL).toBe(false);
    await expectShown(page, women);
    // One column: the first cards stand one below the other at the same left edge.
    const boxes = await adCards(page).evaluateAll((cards) =>
      cards.slice(0, 3).map((card) => {
        const { left, top, width } = card.getBoundingClientRect();
        return { left, top, width };
      }),
    );
    expect(boxes).toHaveLength(3);
    expect(new Set(boxes.map((box) => box.left)).size).toBe(1);
    expect(boxes[1]!.top).toBeGreaterThan(boxes[0]!.top);
    expect(boxes[2]!.top).toBeGreaterThan(boxes[1]!.top);
    expect(boxes[0]!.width).toBeGreaterThan(PHONE.width / 2);
    await saveScreenshot(page, 'mobile-results');

    await adCards(page).first().getByRole('heading').click();
    await page.getByRole('dialog', { name: `Ad details Platform B · #${women.answer.ids[0]}` }).waitFor();
    // The drawer slides in: poll until it has settled at the left edge, full width.
    await expect
      .poll(async () => {
        const box = await adDrawer(page).boundingBox();
        return box && { x: box.x, width: box.width };
      }, POLL)
      .toEqual({ x: 0, width: PHONE.width });
    await saveScreenshot(page, 'mobile-drawer');
    await context.close();
  });

  it('fits the header in the phone: every control inside 390 px and tappable, the status badge whole, the tabs on one scrolling row', async () => {
    const { context, page, searches } = await suite.open({ viewport: PHONE });
    await expectShown(page, await searches.after(() => page.goto(`${suite.origin}/platform_b`)));
    const header = page.getByRole('banner');
    for (const name of [
      'Show filters',
      'Save search',
      'Workspace',
      'Copy link',
      'Use dark theme',
      'Connection settings',
    ]) {
      const box = await header.getByRole('button', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x, name).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(PHONE.width);
    }
    const gear = header.getByRole('button', { name: 'Connection settings' });
    // Tappable: the point at its centre belongs to it, not to something over it.
    expect(
      await gear.evaluate((button) => {
        const { x, y, width, height } = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(x + width / 2, y + height / 2));
      }),
    ).toBe(true);

    const badge = header.getByText('Connected · v2');
    const fit = await badge.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { whole: element.scrollWidth <= element.clientWidth + 1, width: box.width, right: box.right };
    });
    expect(fit.whole).toBe(true);
    expect(fit.width).toBeGreaterThan(60);
    expect(fit.right).toBeLessThanOrEqual(PHONE.width);

    const tabs = page.getByRole('tablist', { name: 'Platforms' });
    const row = await tabs.evaluate((list) => ({
      tops: new Set(
        [...list.querySelectorAll('[role="tab"]')].map((tab) => Math.round(tab.getBoundingClientRect().top)),
      ).size,
      overflows: list.scrollWidth > list.clientWidth,
      height: list.getBoundingClientRect().height,
    }));
    expect(row).toMatchObject({ tops: 1, overflows: true });
    expect(row.height).toBeLessThan(60);
    // A tab beyond the screen scrolls into view once chosen.
    await searches.after(() => tabs.getByRole('tab', { name: 'Platform G' }).click());
    expect(await onScreen(tabs.getByRole('tab', { name: 'Platform G' }))).toBe(true);

    await header.getByRole('button', { name: 'Save search' }).click();
    await page.getByRole('dialog', { name: 'Save search' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Save search' }).waitFor({ state: 'detached' });
    await gear.click();
    await page.getByRole('dialog', { name: 'Connection settings' }).waitFor();
    await context.close();
  });

  it('names the burger for what it does, and closes the filter sheet with Escape or Show results', async () => {
    const { context, page, searches } = await suite.open({ viewport: PHONE });
    await expectShown(page, await searches.after(() => page.goto(`${suite.origin}/platform_b`)));
    const header = page.getByRole('banner');
    const show = header.getByRole('button', { name: 'Show filters' });
    expect(await show.getAttribute('aria-expanded')).toBe('false');
    await show.click();
    await expect.poll(() => onScreen(sheet(page)), POLL).toBe(true);
    const hide = header.getByRole('button', { name: 'Hide filters' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    expect(await header.getByRole('button', { name: 'Show filters' }).count()).toBe(0);

    await toggleChip(page, 'Women');
    // An Escape that an open control inside consumes (cancelling a term edit) leaves the sheet open.
    await searches.after(() => addSearchTerm(page, 'Contains', 'shoes'));
    await filterPanel(page).getByRole('button', { name: 'Edit Contains: shoes' }).click();
    await page.keyboard.press('Escape');
    await filterPanel(page).getByText('Editing a term').waitFor({ state: 'detached' });
    expect(await onScreen(sheet(page))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => onScreen(sheet(page)), POLL).toBe(false);
    await expect.poll(() => show.evaluate((button) => button === document.activeElement), POLL).toBe(true);

    await show.click();
    await expect.poll(() => onScreen(sheet(page)), POLL).toBe(true);
    const showResults = page.getByRole('button', { name: /^Show (\S+ )?results?$/ });
    expect(await onScreen(showResults)).toBe(true);
    const box = await showResults.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    await showResults.click();
    await expect.poll(() => onScreen(sheet(page)), POLL).toBe(false);
    await context.close();
  });
});
