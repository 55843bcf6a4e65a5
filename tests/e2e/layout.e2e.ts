import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adCards, adDrawer, filterPanel, openAdId, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { toggleChip } from './support/filter-controls';
import { expectShown } from './support/grid-expectations';
import { saveScreenshot } from './support/screenshots';

const suite = explorerSuite();

/** The platform tabs' boxes: where each tab sits, and whether the list scrolls sideways. */
async function tabRow(page: Page) {
  const list = page.getByRole('tablist', { name: 'Platforms' });
  return list.evaluate((element) => ({
    tops: [...element.querySelectorAll('[role="tab"]')].map((tab) => Math.round(tab.getBoundingClientRect().top)),
    scrollable: element.scrollWidth > element.clientWidth && getComputedStyle(element).overflowX !== 'hidden',
    fits: element.scrollWidth <= element.clientWidth,
    selectedInView: (() => {
      const list = element.getBoundingClientRect();
      const tab = element.querySelector('[aria-selected="true"]')!.getBoundingClientRect();
      return tab.left >= list.left - 1 && tab.right <= list.right + 1;
    })(),
  }));
}

/** Names of the panel's reset controls that are shown. */
async function resetControls(page: Page): Promise<string[]> {
  const buttons = filterPanel(page).getByRole('button', { name: /^Reset / });
  return (await buttons.all()).length === 0
    ? []
    : buttons.evaluateAll((all) => all.map((button) => button.getAttribute('aria-label') ?? ''));
}

describe.each([1440, 1280])('the explorer at %i px wide (v2)', (width) => {
  it('keeps the ten tabs on one row, shows Clear all whole, gives the search box room, and resets only changed filters', async () => {
    const { context, page, searches } = await suite.open({ viewport: { width, height: 900 } });
    const shown = await searches.after(() => page.goto(`${suite.origin}/mega`));
    await expectShown(page, shown);

    await saveScreenshot(page, `layout-${width}-mega`);
    const row = await tabRow(page);
    expect(row.tops).toHaveLength(10);
    expect(new Set(row.tops).size).toBe(1);
    expect(row.fits || row.scrollable).toBe(true);
    // Mega, the last tab, is scrolled into view once its counts have widened the tabs.
    await expect.poll(async () => (await tabRow(page)).selectedInView, POLL).toBe(true);

    const clearAll = filterPanel(page).getByRole('button', { name: 'Clear all' });
    const clearAllBox = await clearAll.evaluate((button) => {
      const label = button.querySelector('.mantine-Button-label') ?? button;
      return { scroll: label.scrollWidth, client: label.clientWidth, text: button.textContent };
    });
    expect(clearAllBox.text).toBe('Clear all');
    expect(clearAllBox.scroll).toBeLessThanOrEqual(clearAllBox.client);

    const search = filterPanel(page).getByRole('textbox', { name: 'Search', exact: true });
    const searchBox = await search.boundingBox();
    expect(searchBox!.width).toBeGreaterThanOrEqual(200);

    expect(await resetControls(page)).toEqual([]);
    await page.goto(`${suite.origin}/platform_b`);
    await filterPanel(page).getByText('Gender').first().waitFor();
    expect(await resetControls(page)).toEqual([]);
    await searches.after(() => toggleChip(page, 'Women'));
    await expect.poll(() => resetControls(page), POLL).toEqual(['Reset Gender']);
    await context.close();
  });
});

describe('the document title (v2)', () => {
  it('names the tab, its active filters and the open ad as they change', async () => {
    const { context, page, searches } = await suite.open();
    await expectShown(page, await searches.after(() => page.goto(`${suite.origin}/platform_b`)));
    expect(await page.title()).toBe('Platform B · Ads Explorer');

    const women = await searches.after(() => toggleChip(page, 'Women'));
    await expectShown(page, women);
    await expect.poll(() => page.title(), POLL).toBe('Platform B (Women) · Ads Explorer');

    await adCards(page).first().getByRole('heading').click();
    await expect.poll(() => openAdId(page), POLL).toBe(women.answer.ids[0]);
    await adDrawer(page).waitFor();
    await expect.poll(() => page.title(), POLL).toBe(`Ad #${women.answer.ids[0]} · Platform B (Women) · Ads Explorer`);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.title(), POLL).toBe('Platform B (Women) · Ads Explorer');

    await searches.after(() => page.getByRole('tab', { name: 'Native' }).click());
    await expect.poll(() => page.title(), POLL).toBe('Native · Ads Explorer');
    await context.close();
  });
});
