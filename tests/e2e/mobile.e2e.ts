import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adCards, adDrawer, filterPanel, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { toggleChip } from './support/filter-controls';
import { expectShown } from './support/grid-expectations';
import { saveScreenshot } from './support/screenshots';

const suite = explorerSuite();

/** A phone held upright, in CSS pixels. */
const PHONE = { width: 390, height: 844 };

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
    expect(await onScreen(filterPanel(page))).toBe(false);

    const burger = page.getByRole('button', { name: 'Show filters' });
    await burger.click();
    await expect.poll(() => onScreen(filterPanel(page)), POLL).toBe(true);
    const women = await searches.after(() => toggleChip(page, 'Women'));
    expect(women.body.gender).toEqual([2]);
    expect(women.answer.ids).not.toEqual(unfiltered.answer.ids);
    await saveScreenshot(page, 'mobile-filters');

    await burger.click();
    await expect.poll(() => onScreen(filterPanel(page)), POLL).toBe(false);
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
});
