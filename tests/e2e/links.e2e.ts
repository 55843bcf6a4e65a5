import { describe, expect, it } from 'vitest';
import { adCards, adDrawer, filterPanel, openAdId, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { expectShown } from './support/grid-expectations';
import { commitNumber, toggleChip } from './support/filter-controls';
import { chooseSort, chooseSortDirection, toolbarSort } from './toolbar-sort';

const suite = explorerSuite();

describe('saved links (v2)', () => {
  it('Copy link in the header, and in the open ad’s drawer, reopen the same tab, filters, sort, first ads and ad in a fresh browser', async () => {
    const author = await suite.open({ clipboard: true });
    const { page, searches } = author;
    await searches.after(() => page.goto(`${suite.origin}/platform_e`));
    await searches.after(() => toggleChip(page, 'Women'));
    await searches.after(() => commitNumber(page, 'Days running from', 5));
    await searches.after(() => chooseSort(page, 'Days active'));
    const shared = await searches.after(() => chooseSortDirection(page, 'Asc'));
    await expectShown(page, shared);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('status').filter({ hasText: 'Link copied: it opens this tab with these filters.' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url());
    const copiedUrl = new URL(copied);
    expect(copiedUrl.pathname).toBe('/platform_e');
    expect(Object.fromEntries(copiedUrl.searchParams)).toEqual({
      gender: '2',
      days_running: '5..',
      advanced_order: 'days_active.asc',
    });
    expect(copied).not.toContain('demo-pro');

    // The drawer is modal and carries its own Copy link: it copies the search with the open ad.
    const adId = shared.answer.ids[1]!;
    await adCards(page).nth(1).getByRole('heading').click();
    await expect.poll(() => openAdId(page), POLL).toBe(adId);
    await adDrawer(page).getByRole('button', { name: 'Copy link' }).click();
    await adDrawer(page)
      .getByRole('status')
      .filter({ hasText: 'Link copied: it opens this ad over its search.' })
      .waitFor();
    await adDrawer(page).getByRole('button', { name: 'Copied' }).waitFor();
    // The confirmation is on the button: no toast lies over the drawer's content.
    expect(await page.getByRole('alert').count()).toBe(0);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${copied}&ad=${adId}`);
    expect(link).toBe(page.url());
    await author.context.close();

    const reader = await suite.open();
    const opened = await reader.searches.after(() => reader.page.goto(link));
    expect(opened.body).toEqual(shared.body);
    expect(opened.answer.ids).toEqual(shared.answer.ids);
    const panel = filterPanel(reader.page);
    expect(await reader.page.getByRole('tab', { name: 'Platform E' }).getAttribute('aria-selected')).toBe('true');
    await reader.page.getByRole('dialog', { name: `Ad details Platform E · #${adId}` }).waitFor();
    expect(await panel.getByRole('checkbox', { name: 'Women', exact: true }).isChecked()).toBe(true);
    expect(await panel.getByRole('textbox', { name: 'Days running from' }).inputValue()).toBe('5');
    expect(await toolbarSort(reader.page).inputValue()).toBe('Days active');
    expect(
      await reader.page
        .getByRole('region', { name: 'Results toolbar' })
        .getByRole('radio', { name: 'Asc' })
        .isChecked(),
    ).toBe(true);
    await reader.page.keyboard.press('Escape');
    await adDrawer(reader.page).waitFor({ state: 'hidden' });
    await expectShown(reader.page, shared);
    await reader.context.close();
  });

  it('Back and Forward restore filters, results and scroll position', async () => {
    const { context, page, searches } = await suite.open();
    const unfiltered = await searches.after(() => page.goto(`${suite.origin}/platform_f`));
    await expectShown(page, unfiltered);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY), POLL).toBe(1200);

    const women = await searches.after(() => toggleChip(page, 'Women'));
    await expect.poll(() => page.evaluate(() => window.scrollY), POLL).toBe(0);
    const video = await searches.after(() => toggleChip(page, 'Video'));
    await expectShown(page, video);
    const womenChecked = () => filterPanel(page).getByRole('checkbox', { name: 'Women', exact: true }).isChecked();
    const videoChecked = () => filterPanel(page).getByRole('checkbox', { name: 'Video', exact: true }).isChecked();

    await page.goBack();
    await expect.poll(() => new URL(page.url()).search, POLL).toBe('?gender=2');
    await expect.poll(videoChecked, POLL).toBe(false);
    expect(await womenChecked()).toBe(true);
    await expectShown(page, women);

    await page.goBack();
    await expect.poll(() => new URL(page.url()).search, POLL).toBe('');
    await expect.poll(womenChecked, POLL).toBe(false);
    await expectShown(page, unfiltered);
    await expect.poll(() => page.evaluate(() => window.scrollY), POLL).toBe(1200);

    await page.goForward();
    await expect.poll(womenChecked, POLL).toBe(true);
    await page.goForward();
    await expect.poll(videoChecked, POLL).toBe(true);
    expect(new URL(page.url()).searchParams.get('media_type')).toBe('2');
    await expectShown(page, video);
    await context.close();
  });
});
