import { describe, expect, it } from 'vitest';
import { adCards, filterPanel, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { toggleChip } from './support/filter-controls';
import { expectShown } from './support/grid-expectations';
import { saveScreenshot } from './support/screenshots';
import { toolbarSort } from './toolbar-sort';

const suite = explorerSuite();

describe('browsing the explorer on its default connection (v2, demo-pro)', () => {
  it('opens on the first platform and shows its ads', async () => {
    const { context, page, searches } = await suite.open();
    const started = Date.now();
    const first = await searches.after(() => page.goto(suite.origin));
    await adCards(page).first().waitFor();
    console.log(`first ads after ${Date.now() - started} ms`);

    expect(new URL(first.url).pathname).toBe('/api/v2/ads/platform_a/search');
    expect(first.answer.ids).toHaveLength(18);
    await expectShown(page, first, 6);
    expect(new URL(page.url()).pathname).toBe('/platform_a');
    await page.getByText('Connected · v2').waitFor();
    expect(await page.getByRole('tab', { name: 'Platform A' }).getAttribute('aria-selected')).toBe('true');
    await saveScreenshot(page, 'results-grid');
    await context.close();
  });

  it('keeps each tab’s filters when switching away and back', async () => {
    const { context, page, searches } = await suite.open();
    await page.goto(`${suite.origin}/platform_a`);
    await adCards(page).first().waitFor();

    const platformB = await searches.after(() => page.getByRole('tab', { name: 'Platform B' }).click());
    expect(new URL(platformB.url).pathname).toBe('/api/v2/ads/platform_b/search');
    const women = await searches.after(() => toggleChip(page, 'Women'));
    expect(women.body.gender).toEqual([2]);
    expect(women.answer.ids).not.toEqual(platformB.answer.ids);
    await expectShown(page, women);

    const native = await searches.after(() => page.getByRole('tab', { name: 'Native' }).click());
    expect(native.body.gender).toBeUndefined();
    expect(new URL(page.url()).pathname).toBe('/native');

    await page.getByRole('tab', { name: 'Platform B' }).click();
    await expect.poll(() => new URL(page.url()).search, POLL).toBe('?gender=2');
    expect(await filterPanel(page).getByRole('checkbox', { name: 'Women', exact: true }).isChecked()).toBe(true);
    expect(await filterPanel(page).getByRole('checkbox', { name: 'All', exact: true }).isChecked()).toBe(false);
    await expectShown(page, women);

    await page.getByRole('tab', { name: 'Platform A' }).click();
    await expect.poll(() => page.url(), POLL).toBe(`${suite.origin}/platform_a`);
    expect(await filterPanel(page).getByRole('checkbox', { name: 'All', exact: true }).isChecked()).toBe(true);
    await context.close();
  });

  it('searches every platform at once on the mega tab, narrows by platform and links to an ad', async () => {
    const { context, page, searches } = await suite.open();
    await page.goto(`${suite.origin}/platform_a`);
    await adCards(page).first().waitFor();

    const mega = await searches.after(() => page.getByRole('tab', { name: 'Mega (all platforms)' }).click());
    expect(new URL(mega.url).pathname).toBe('/api/v2/ads/mega/search');
    await expectShown(page, mega);
    // Cards name their platform on the cross-platform tab.
    expect(new Set(mega.answer.platforms).size).toBeGreaterThan(1);
    await adCards(page)
      .first()
      .getByText(/^(Platform [A-G]|Native|Display)$/)
      .waitFor();
    await saveScreenshot(page, 'mega-tab');

    // The option carries its count on a service that counts: "Platform C · 280".
    const onlyC = await searches.after(() =>
      filterPanel(page)
        .locator('label')
        .getByText(/^Platform C · [\d,]+$/)
        .click(),
    );
    expect(onlyC.body.platforms).toEqual(['platform_c']);
    expect(await filterPanel(page).getByRole('checkbox', { name: 'All platforms' }).isChecked()).toBe(false);
    await expectShown(page, onlyC);
    expect(new Set(onlyC.answer.platforms)).toEqual(new Set(['platform_c']));
    await adCards(page).first().getByText('Platform C', { exact: true }).waitFor();

    // A mega ad opens from its own platform, and its link opens it again once its page has loaded.
    const id = onlyC.answer.ids[0]!;
    await adCards(page).first().getByRole('heading').click();
    await page.getByRole('dialog', { name: `Ad details Platform C · #${id}` }).waitFor();
    expect(new URL(page.url()).search).toBe(`?platforms=platform_c&ad=${id}`);
    const reader = await suite.open();
    await reader.page.goto(page.url());
    await reader.page.getByRole('dialog', { name: `Ad details Platform C · #${id}` }).waitFor();
    await reader.context.close();
    await context.close();
  });

  it('sorts from the results toolbar: the order, its field and the link follow', async () => {
    const { context, page, searches } = await suite.open();
    const unsorted = await searches.after(() => page.goto(`${suite.origin}/platform_d`));
    await expectShown(page, unsorted);
    const toolbar = page.getByRole('region', { name: 'Results toolbar' });
    await toolbar
      .getByRole('status')
      .getByText(/^[\d,]+ ads · 18 loaded$/)
      .waitFor();

    const byImpressions = await searches.after(async () => {
      await toolbar.getByRole('combobox', { name: 'Sort results by', exact: true }).click();
      await page.getByRole('listbox').getByRole('option', { name: 'Impressions', exact: true }).click();
    });
    expect(byImpressions.body.advanced_order).toEqual({ orderby: 'impressions', order: 'desc' });
    expect(byImpressions.answer.ids).not.toEqual(unsorted.answer.ids);
    await expectShown(page, byImpressions);
    const ascending = await searches.after(() =>
      toolbar
        .getByRole('radiogroup', { name: 'Sort results by: direction' })
        .locator('label')
        .getByText('Asc', { exact: true })
        .click(),
    );
    expect(ascending.body.advanced_order).toEqual({ orderby: 'impressions', order: 'asc' });
    // The page of fewest impressions shares no ad with the page of most.
    expect(ascending.answer.ids.filter((id) => byImpressions.answer.ids.includes(id))).toEqual([]);
    await expectShown(page, ascending);
    expect(new URL(page.url()).searchParams.get('advanced_order')).toBe('impressions.asc');
    expect(await toolbarSort(page).inputValue()).toBe('Impressions');
    await saveScreenshot(page, 'results-toolbar');

    const reader = await suite.open();
    const opened = await reader.searches.after(() => reader.page.goto(page.url()));
    expect(opened.body).toEqual(ascending.body);
    expect(opened.answer.ids).toEqual(ascending.answer.ids);
    const readerToolbar = reader.page.getByRole('region', { name: 'Results toolbar' });
    expect(await readerToolbar.getByRole('combobox', { name: 'Sort results by', exact: true }).inputValue()).toBe(
      'Impressions',
    );
    expect(await readerToolbar.getByRole('radio', { name: 'Asc' }).isChecked()).toBe(true);
    await reader.context.close();
    await context.close();
  });

  it('switches to the dark theme', async () => {
    const { context, page } = await suite.open();
    await page.goto(`${suite.origin}/platform_c`);
    await adCards(page).first().waitFor();
    await page.getByRole('button', { name: 'Use dark theme' }).click();
    await page.getByRole('button', { name: 'Use light theme' }).waitFor();
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    await saveScreenshot(page, 'dark-mode');
    await context.close();
  });
});
