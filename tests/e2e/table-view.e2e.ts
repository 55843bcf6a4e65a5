import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adCards, adDrawer, openAdId, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { blockingViolations, runAxe } from './support/axe';
import { isSearchRequest } from './support/search-recorder';
import { ownAccountKey, workspaceApi } from './support/workspace-steps';
import { toolbarSort } from './toolbar-sort';

const suite = explorerSuite();

const PHONE = { width: 390, height: 844 };

const adsTable = (page: Page) => page.getByRole('table', { name: 'Ads', exact: true });
const header = (page: Page, name: string) => adsTable(page).getByRole('columnheader', { name, exact: true });
const said = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).count();
const viewParam = (page: Page) => new URL(page.url()).searchParams.get('view');

/** The mounted rows of the table: index → `platform:id`, in order. */
function mountedRows(page: Page): Promise<[number, string][]> {
  return adsTable(page).evaluate((table) =>
    Array.from(table.querySelectorAll<HTMLElement>('tbody [data-index]'), (row): [number, string] => [
      Number(row.dataset.index),
      row.dataset.ad ?? '',
    ]),
  );
}

/** The text of the column headed `name` in each mounted row, in row order. */
function columnTexts(page: Page, name: string): Promise<string[]> {
  return adsTable(page).evaluate((table, label) => {
    const heads = Array.from(table.querySelectorAll('thead th'), (th) => th.textContent ?? '');
    const column = heads.findIndex((text) => text.startsWith(label));
    if (column < 0) throw new Error(`no column ${label}`);
    return Array.from(table.querySelectorAll<HTMLTableRowElement>('tbody tr[data-index]'), (row) =>
      (row.cells[column]?.textContent ?? '').trim(),
    );
  }, name);
}

const whole = (text: string) => Number(text.replace(/\D/g, ''));
const descending = (values: readonly number[]) => values.every((value, i) => i === 0 || values[i - 1]! >= value);
const ascending = (values: readonly number[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value);

/** The element holding focus: its row index, when it is a row of the table or list. */
const focusedIndex = (page: Page) =>
  page.evaluate(
    () => (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('[data-index]')?.dataset.index,
  );

async function openTable(page: Page, path: string): Promise<void> {
  await page.goto(`${suite.origin}${path}`);
  await adsTable(page).locator('tbody tr[data-index]').first().waitFor();
}

describe('the results as a table', () => {
  it('toggles from the grid, keeps view=table in the link over a reload, and back', async () => {
    const { context, page } = await suite.open();
    await page.goto(`${suite.origin}/platform_a`);
    await adCards(page).first().waitFor();
    const toggle = page.getByRole('button', { name: 'Table', exact: true });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(viewParam(page)).toBeNull();

    await toggle.click();
    await adsTable(page).locator('tbody tr[data-index]').first().waitFor();
    expect(viewParam(page)).toBe('table');
    expect(await adCards(page).count()).toBe(0);
    // The density is the grid's: it leaves the toolbar with the grid.
    expect(await page.getByRole('button', { name: 'Compact' }).count()).toBe(0);

    await page.reload();
    await adsTable(page).locator('tbody tr[data-index]').first().waitFor();
    expect(viewParam(page)).toBe('table');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');

    await toggle.click();
    await adCards(page).first().waitFor();
    expect(viewParam(page)).toBeNull();
    expect(await adsTable(page).count()).toBe(0);
    await context.close();
  });

  it('sorts by a header the service sorts by: the rows come back in that order, the toolbar’s sort agrees', async () => {
    const { context, page, searches } = await suite.open();
    await openTable(page, '/platform_a?view=table');
    // Only columns the service sorts by are buttons.
    expect(await header(page, 'Views').getByRole('button').count()).toBe(0);
    expect(await header(page, 'Last seen').getByRole('button').count()).toBe(0);
    expect(await header(page, 'Impressions').getAttribute('aria-sort')).toBeNull();
    // Premise: the default order (last updated) is not by impressions.
    const before = (await columnTexts(page, 'Impressions')).map(whole);
    expect(before.length).toBeGreaterThan(3);
    expect(descending(before)).toBe(false);

    const byImpressions = await searches.after(() => header(page, 'Impressions').getByRole('button').click());
    expect(byImpressions.body.advanced_order).toEqual({ orderby: 'impressions', order: 'desc' });
    const key = (id: number) => `platform_a:${id}`;
    await expect.poll(async () => (await mountedRows(page))[0]?.[1], POLL).toBe(key(byImpressions.answer.ids[0]!));
    const rows = await mountedRows(page);
    expect(rows.map(([, ad]) => ad)).toEqual(byImpressions.answer.ids.slice(0, rows.length).map(key));
    const sorted = (await columnTexts(page, 'Impressions')).map(whole);
    expect(sorted.length).toBeGreaterThan(3);
    expect(descending(sorted)).toBe(true);
    expect(await header(page, 'Impressions').getAttribute('aria-sort')).toBe('descending');
    expect(await toolbarSort(page).inputValue()).toBe('Impressions');

    // A second click turns the order.
    const turned = await searches.after(() => header(page, 'Impressions').getByRole('button').click());
    expect(turned.body.advanced_order).toEqual({ orderby: 'impressions', order: 'asc' });
    await expect.poll(async () => (await mountedRows(page))[0]?.[1], POLL).toBe(key(turned.answer.ids[0]!));
    expect(ascending((await columnTexts(page, 'Impressions')).map(whole))).toBe(true);
    expect(await header(page, 'Impressions').getAttribute('aria-sort')).toBe('ascending');

    expect(blockingViolations(await runAxe(page))).toEqual([]);
    await context.close();
  });

  it('a table wider than its room scrolls sideways from a bar kept at the foot of the window', async () => {
    const { context, page } = await suite.open();
    await openTable(page, '/platform_a?view=table');
    const scroller = adsTable(page).locator('xpath=..');
    const widths = await scroller.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    // Premise: at 1280 px beside the filters, the default columns are wider than their room.
    expect(widths.scroll).toBeGreaterThan(widths.client);
    const bar = page.locator('[data-sticky-scrollbar]');
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    expect(box.y).toBeGreaterThan(800);
    await bar.evaluate((element) => element.scrollTo({ left: 150 }));
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft), POLL).toBe(150);
    // Scrolling the table itself moves the bar too.
    await scroller.evaluate((element) => element.scrollTo({ left: 40 }));
    await expect.poll(() => bar.evaluate((element) => element.scrollLeft), POLL).toBe(40);
    await context.close();
  });

  it('triage from the keyboard: j and arrows move by row, x selects, h hides, Enter opens the drawer', async () => {
    const { context, page } = await suite.open();
    await openTable(page, '/platform_a?view=table');
    const rows = await mountedRows(page);
    expect(rows.length).toBeGreaterThan(4);

    await page.keyboard.press('j');
    await expect.poll(() => focusedIndex(page), POLL).toBe('0');
    await page.keyboard.press('j');
    await expect.poll(() => focusedIndex(page), POLL).toBe('1');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedIndex(page), POLL).toBe('2');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('k');
    await expect.poll(() => focusedIndex(page), POLL).toBe('0');

    // x selects the focused row's ad: its box is checked and the bar counts it.
    await page.keyboard.press('x');
    await expect.poll(() => said(page, '1 selected'), POLL).toBe(1);
    const row = (index: number): Locator => adsTable(page).locator(`tbody tr[data-index="${index}"]`);
    expect(
      await row(0)
        .getByRole('checkbox', { name: /^Select:/ })
        .isChecked(),
    ).toBe(true);
    await page.getByRole('region', { name: 'Selection' }).getByText('1 selected').waitFor();

    // h hides the focused row's ad, in the service, and the row says so.
    await page.keyboard.press('j');
    await expect.poll(() => focusedIndex(page), POLL).toBe('1');
    await page.keyboard.press('h');
    await expect.poll(() => said(page, 'Ad hidden'), POLL).toBe(1);
    await row(1).getByText('Ad hidden').waitFor();
    expect(await ownAccountKey(page)).toBeDefined();
    const hidden = await workspaceApi<{ ads: { platform: string; id: number }[] }>(page, suite.origin, '/hidden');
    expect(hidden.ads.map((ad) => `${ad.platform}:${ad.id}`)).toEqual([rows[1]![1]]);

    // Enter opens the focused row's ad in the drawer.
    await page.keyboard.press('j');
    await expect.poll(() => focusedIndex(page), POLL).toBe('2');
    await page.keyboard.press('Enter');
    await adDrawer(page).waitFor();
    expect(`platform_a:${openAdId(page)}`).toBe(rows[2]![1]);
    // Closing it comes back to the row of the ad last viewed, focused, as the grid comes back to its card.
    await page.keyboard.press('Escape');
    await adDrawer(page).waitFor({ state: 'detached' });
    await expect.poll(() => focusedIndex(page), POLL).toBe('2');
    await context.close();
  });

  it('scrolling loads the next pages from page 1’s snapshot, as rows in order', async () => {
    const { context, page, searches } = await suite.open();
    const sent: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (isSearchRequest(request)) sent.push(request.postDataJSON() as Record<string, unknown>);
    });
    const first = await searches.after(() => openTable(page, '/platform_b?view=table'));
    expect(first.answer.hasNextPage).toBe(true);
    const firstCount = first.answer.ids.length;
    // Premise: page 1 alone is loaded, and its rows are the table's.
    expect(Math.max(...(await mountedRows(page)).map(([index]) => index))).toBeLessThan(firstCount);

    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return (await searches.answered()).some((search) => search.page === 2);
      }, POLL)
      .toBe(true);
    const two = sent.find((body) => body.page === 2);
    expect(two).toMatchObject({ page: 2, last_hit: first.answer.lastHit });
    await expect
      .poll(async () => Math.max(...(await mountedRows(page)).map(([index]) => index)), POLL)
      .toBeGreaterThanOrEqual(firstCount);

    // Every mounted row is the ad the pages answered at its place.
    const answered = await searches.answered();
    const pages = [...new Set(answered.map((search) => search.page))].sort((a, b) => a - b);
    const expected = pages.flatMap((n) => answered.find((search) => search.page === n)!.answer.ids);
    for (const [index, ad] of await mountedRows(page)) expect(ad).toBe(`platform_b:${expected[index]}`);
    await context.close();
  });

  it('hides a column from the column chooser, and it stays hidden after a reload', async () => {
    const { context, page } = await suite.open();
    await openTable(page, '/platform_a?view=table');
    expect(await header(page, 'Likes').count()).toBe(1);

    await page.getByRole('button', { name: 'Columns', exact: true }).click();
    const chooser = page.getByRole('dialog', { name: 'Columns' });
    const likes = chooser.getByRole('checkbox', { name: 'Likes', exact: true });
    expect(await likes.isChecked()).toBe(true);
    // The ad's own column names each row: it cannot be hidden.
    expect(await chooser.getByRole('checkbox', { name: 'Ad', exact: true }).isDisabled()).toBe(true);
    await likes.click();
    await expect.poll(() => header(page, 'Likes').count(), POLL).toBe(0);
    await page.keyboard.press('Escape');
    await chooser.waitFor({ state: 'hidden' });

    await page.reload();
    await adsTable(page).locator('tbody tr[data-index]').first().waitFor();
    await expect.poll(() => header(page, 'Likes').count(), POLL).toBe(0);
    expect(await header(page, 'Impressions').count()).toBe(1);
    await page.getByRole('button', { name: 'Columns', exact: true }).click();
    expect(await chooser.getByRole('checkbox', { name: 'Likes', exact: true }).isChecked()).toBe(false);
    await context.close();
  });

  it('is a list of stacked items on a phone: nothing scrolls sideways, keys still move through it', async () => {
    const { context, page } = await suite.open({ viewport: PHONE });
    await page.goto(`${suite.origin}/platform_a?view=table`);
    const list = page.getByRole('list', { name: 'Ads', exact: true });
    await list.getByRole('listitem').first().waitFor();
    expect(await adsTable(page).count()).toBe(0);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
      items: Array.from(document.querySelectorAll('[data-index]'), (item) => item.getBoundingClientRect().right),
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(widths.items.length).toBeGreaterThan(0);
    for (const right of widths.items) expect(right).toBeLessThanOrEqual(PHONE.width);
    // Each item states its values by name.
    expect(await list.getByRole('listitem').first().getByText('Impressions', { exact: true }).count()).toBe(1);

    await page.keyboard.press('j');
    await expect.poll(() => focusedIndex(page), POLL).toBe('0');
    await page.keyboard.press('j');
    await expect.poll(() => focusedIndex(page), POLL).toBe('1');

    expect(blockingViolations(await runAxe(page))).toEqual([]);
    await context.close();
  });
});
