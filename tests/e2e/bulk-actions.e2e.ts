import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adCards, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { ownAccountKey, workspaceApi } from './support/workspace-steps';
import { downloadedBytes } from './support/downloaded';

const suite = explorerSuite();

const PHONE = { width: 390, height: 844 };
/** A tall window: the grid mounts only the rows near it, and the ten ads are four rows of three. */
const TALL = { width: 1280, height: 1600 };

/** The select box of the `index`th mounted card; its value is the ad's `platform:id`. */
const selectBox = (page: Page, index: number) =>
  adCards(page)
    .nth(index)
    .getByRole('checkbox', { name: /^Select:/ });
/** The select box of the ad `key` (`platform:id`), wherever its card is in the feed. */
const boxOf = (page: Page, key: string) => adCards(page).locator(`input[type="checkbox"][value="${key}"]`);
const said = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).count();
const checkedKeys = (page: Page) =>
  adCards(page)
    .getByRole('checkbox', { name: /^Select:/ })
    .evaluateAll((boxes) =>
      boxes.filter((box) => (box as HTMLInputElement).checked).map((box) => (box as HTMLInputElement).value),
    );

interface BoardsAnswer {
  boards: { id: number; name: string; ads_count: number }[];
}
interface BoardAdsAnswer {
  ads: { ad: { platform: string; id: number } }[];
}

describe('bulk actions on the results', () => {
  it('bulk save of 10 ads: x and shift-click select them, the bar saves them to a new board, Esc clears', async () => {
    const { context, page } = await suite.open({ viewport: TALL });
    await page.goto(`${suite.origin}/platform_a`);
    await selectBox(page, 9).waitFor();
    const first10 = await Promise.all([...Array(10).keys()].map((i) => selectBox(page, i).inputValue()));
    // Premise: ten different ads, none selected, no selection bar.
    expect(new Set(first10).size).toBe(10);
    expect(await checkedKeys(page)).toEqual([]);
    expect(await page.getByRole('region', { name: 'Selection' }).count()).toBe(0);

    // Three from the keyboard, then a shift-click on the tenth selects the range from the third.
    await page.keyboard.press('j');
    for (const key of ['x', 'j', 'x', 'j', 'x']) await page.keyboard.press(key);
    await expect.poll(() => said(page, '3 selected'), POLL).toBe(1);
    // j moves on to the tenth card (scrolling it into view), whose box is shift-clicked.
    for (let step = 0; step < 7; step++) await page.keyboard.press('j');
    await boxOf(page, first10[9]!).click({ modifiers: ['Shift'] });
    await expect.poll(() => said(page, '10 selected'), POLL).toBe(1);
    const bar = page.getByRole('region', { name: 'Selection' });
    await expect.poll(() => bar.getByText('10 selected').count(), POLL).toBe(1);
    // Only the rows near the viewport are mounted: every box checked there is one of the ten.
    const checkedNow = await checkedKeys(page);
    expect(checkedNow.length).toBeGreaterThan(0);
    expect(first10).toEqual(expect.arrayContaining(checkedNow));

    await bar.getByRole('button', { name: 'Save to board' }).click();
    await page.getByRole('menuitem', { name: 'New board…' }).click();
    const naming = page.getByRole('dialog', { name: 'New board' });
    await naming.getByRole('textbox', { name: 'Board name' }).fill('Rivals');
    await naming.getByRole('button', { name: 'Create and save' }).click();
    await expect.poll(() => said(page, 'Saved 10 ads to Rivals'), POLL).toBe(1);

    // The service holds exactly those ten on the board, read with this browser's own workspace key.
    expect(await ownAccountKey(page)).toBeDefined();
    const { boards } = await workspaceApi<BoardsAnswer>(page, suite.origin, '/boards');
    const rivals = boards.find((board) => board.name === 'Rivals');
    expect(rivals?.ads_count).toBe(10);
    const { ads } = await workspaceApi<BoardAdsAnswer>(page, suite.origin, `/boards/${rivals!.id}/ads?page=1`);
    expect(ads.map(({ ad }) => `${ad.platform}:${ad.id}`).sort()).toEqual([...first10].sort());

    await adCards(page).first().focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => said(page, 'Selection cleared'), POLL).toBe(1);
    await expect.poll(() => bar.count(), POLL).toBe(0);
    expect(await checkedKeys(page)).toEqual([]);
    await context.close();
  });

  it('exports the selection as JSON, then hides it with one Undo', async () => {
    const { context, page } = await suite.open();
    await page.goto(`${suite.origin}/platform_a`);
    await selectBox(page, 3).waitFor();
    const picked = await Promise.all([0, 1, 2].map((i) => selectBox(page, i).inputValue()));
    await selectBox(page, 0).click();
    await selectBox(page, 2).click({ modifiers: ['Shift'] });
    const bar = page.getByRole('region', { name: 'Selection' });
    await bar.getByText('3 selected').waitFor();

    await bar.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^platform_a-selected-\d{4}-\d{2}-\d{2}\.json$/);
    const rows = JSON.parse((await downloadedBytes(download)).toString('utf8')) as {
      platform: string;
      ad_id: number;
    }[];
    expect(rows.map((row) => `${row.platform}:${row.ad_id}`).sort()).toEqual([...picked].sort());

    await bar.getByRole('button', { name: 'Hide' }).click();
    await expect.poll(() => said(page, '3 ads hidden'), POLL).toBe(1);
    const hiddenKeys = async () =>
      (await workspaceApi<{ ads: { platform: string; id: number }[] }>(page, suite.origin, '/hidden')).ads
        .map((ad) => `${ad.platform}:${ad.id}`)
        .sort();
    expect(await hiddenKeys()).toEqual([...picked].sort());
    // The hidden ads leave the selection, and the bar goes with them.
    await expect.poll(() => bar.count(), POLL).toBe(0);
    const undo = page.getByRole('alert').filter({ hasText: '3 ads hidden' }).getByRole('button', { name: 'Undo' });
    await undo.click();
    await expect.poll(hiddenKeys, POLL).toEqual([]);
    await context.close();
  });

  it('fits a phone: the bar and its buttons stay within 390 px, Compare waits for a second ad', async () => {
    const { context, page } = await suite.open({ viewport: PHONE });
    await page.goto(`${suite.origin}/platform_a`);
    await selectBox(page, 1).waitFor();
    await selectBox(page, 0).click();
    const bar = page.getByRole('region', { name: 'Selection' });
    await bar.getByText('1 selected').waitFor();
    const compare = bar.getByRole('button', { name: 'Compare' });
    expect(await compare.isDisabled()).toBe(true);
    await selectBox(page, 1).click();
    await bar.getByText('2 selected').waitFor();
    expect(await compare.isDisabled()).toBe(false);
    const boxes = await bar.getByRole('button').evaluateAll((buttons) =>
      buttons.map((button) => {
        const box = button.getBoundingClientRect();
        return { left: box.left, right: box.right };
      }),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(6);
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(PHONE.width);
    }
    // Compare opens the two selected ads; once closed, the compare tray and the bar both show, one above the other.
    await compare.click();
    const view = page.getByRole('dialog', { name: 'Compare ads' });
    await expect
      .poll(() => view.getByRole('table', { name: 'Compared ads' }).getByRole('columnheader').count(), POLL)
      .toBe(3);
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'detached' });
    const tray = page.getByRole('region', { name: 'Compare' });
    await tray.getByText('2 of 4').waitFor();
    await expect
      .poll(async () => {
        const [barBox, trayBox] = [await bar.boundingBox(), await tray.boundingBox()];
        return barBox && trayBox ? barBox.y + barBox.height <= trayBox.y : null;
      }, POLL)
      .toBe(true);
    await bar.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => bar.count(), POLL).toBe(0);
    await context.close();
  });
});
