import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adCards, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';

const suite = explorerSuite();

const toolbar = (page: Page) => page.getByRole('region', { name: 'Results toolbar' });
const tabList = (page: Page) => page.getByRole('tablist', { name: 'Platforms' });

/** Whether the point at the middle of `name`'s button in the toolbar belongs to it (nothing covers it). */
function exportReachable(page: Page): Promise<boolean> {
  return toolbar(page)
    .getByRole('button', { name: 'Export', exact: true })
    .evaluate((button) => {
      const { left, top, width, height } = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(left + width / 2, top + height / 2));
    });
}

describe.each([
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
])('the results toolbar at $width px', (viewport) => {
  it('stays in reach under the tabs while the results scroll, and moves nothing before they do', async () => {
    const { context, page } = await suite.open({ viewport });
    await page.goto(`${suite.origin}/platform_b`);
    await adCards(page).nth(2).waitFor();
    await toolbar(page).getByRole('button', { name: 'Export', exact: true }).waitFor();
    const atTop = (await toolbar(page).boundingBox())!;
    const firstCard = (await adCards(page).first().boundingBox())!;

    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY), POLL).toBe(1500);
    const tabs = (await tabList(page).boundingBox())!;
    const scrolled = (await toolbar(page).boundingBox())!;
    // Just under the tabs, whole, and on top of the cards scrolling beneath it.
    expect(scrolled.y).toBeGreaterThanOrEqual(tabs.y + tabs.height - 1);
    expect(scrolled.y).toBeLessThanOrEqual(tabs.y + tabs.height + 1);
    expect(scrolled.height).toBeCloseTo(atTop.height, 0);
    expect(await exportReachable(page)).toBe(true);

    // Back at the top, everything is where it was: the bar holds its place in the flow.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => window.scrollY), POLL).toBe(0);
    expect((await toolbar(page).boundingBox())!.y).toBeCloseTo(atTop.y, 0);
    expect((await adCards(page).first().boundingBox())!.y).toBeCloseTo(firstCard.y, 0);
    await context.close();
  });
});

describe('the platform tabs at 1440 px on Mega', () => {
  it('show that they overflow once counts widen them, with scroll buttons, and stay reachable by keyboard', async () => {
    const { context, page } = await suite.open({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${suite.origin}/mega`);
    await adCards(page).first().waitFor();
    const list = tabList(page);
    // Counts arrive as badges in the tabs.
    await list
      .getByRole('tab', { name: /^Platform A/ })
      .locator('.mantine-Badge-root')
      .waitFor();
    const overflow = () => list.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    await expect.poll(overflow, POLL).toBe(true);

    const left = page.getByRole('button', { name: 'Scroll platforms left' });
    const right = page.getByRole('button', { name: 'Scroll platforms right' });
    // Mega, the last tab, is selected and in view: the way back is offered, the way on is not.
    await expect.poll(() => left.isVisible(), POLL).toBe(true);
    expect(await right.isVisible()).toBe(false);
    const listBox = (await list.boundingBox())!;
    const leftBox = (await left.boundingBox())!;
    expect(leftBox.y + leftBox.height / 2).toBeGreaterThan(listBox.y);
    expect(leftBox.y + leftBox.height / 2).toBeLessThan(listBox.y + listBox.height);
    expect(leftBox.x).toBeLessThan(listBox.x + 8);

    const firstTab = list.getByRole('tab', { name: /^Platform A/ });
    const inView = (tab: typeof firstTab) =>
      tab.evaluate((element) => {
        const strip = element.closest('[role="tablist"]')!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return box.left >= strip.left - 1 && box.right <= strip.right + 1;
      });
    expect(await inView(firstTab)).toBe(false);
    await left.click();
    await expect.poll(() => inView(firstTab), POLL).toBe(true);
    await expect.poll(() => right.isVisible(), POLL).toBe(true);

    // By keyboard: End on the tabs brings the last one into view.
    await firstTab.focus();
    await page.keyboard.press('End');
    const megaTab = list.getByRole('tab', { name: /^Mega/ });
    await expect.poll(() => megaTab.evaluate((tab) => tab === document.activeElement), POLL).toBe(true);
    await expect.poll(() => inView(megaTab), POLL).toBe(true);
    await context.close();
  });
});
