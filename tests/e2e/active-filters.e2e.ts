import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adCards, filterPanel, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { toggleChip } from './support/filter-controls';
import { expectShown } from './support/grid-expectations';

const suite = explorerSuite();

const activeFilters = (page: Page) => page.getByRole('region', { name: 'Active filters' });
const linkParams = (page: Page) => new URL(page.url()).searchParams.toString();

describe('active filters above the results (platform B, v2)', () => {
  it('shows a chip per active filter; each removes its filter, Clear all removes every one', async () => {
    const { context, page, searches } = await suite.open();
    const unfiltered = await searches.after(() => page.goto(`${suite.origin}/platform_b`));
    await expectShown(page, unfiltered);
    expect(await activeFilters(page).count()).toBe(0);

    const filtered = await searches.after(() => page.goto(`${suite.origin}/platform_b?gender=2&days_running=10..90`));
    expect(filtered.body.gender).toEqual([2]);
    const chips = activeFilters(page).getByRole('button', { name: /^Remove / });
    await expect.poll(() => chips.allTextContents(), POLL).toEqual(['Days running: 10 – 90', 'Gender: Women']);

    const daysOnly = await searches.after(() =>
      activeFilters(page).getByRole('button', { name: 'Remove Gender: Women' }).click(),
    );
    expect(daysOnly.body.gender).toEqual(unfiltered.body.gender);
    expect(daysOnly.body.days_running).toEqual([10, 90]);
    expect(linkParams(page)).toBe('days_running=10..90');
    // The panel shows the same state: the chip went through the store, as the panel's own controls do.
    expect(await filterPanel(page).getByRole('checkbox', { name: 'Women', exact: true }).isChecked()).toBe(false);
    await expect.poll(() => chips.allTextContents(), POLL).toEqual(['Days running: 10 – 90']);

    await activeFilters(page).getByRole('button', { name: 'Clear all filters' }).click();
    await expectShown(page, unfiltered);
    expect(linkParams(page)).toBe('');
    expect(await activeFilters(page).count()).toBe(0);
    await context.close();
  });

  it('an empty result offers Remove the last filter (the one changed last) and Clear all', async () => {
    const { context, page, searches } = await suite.open();
    const nothing = await searches.after(() => page.goto(`${suite.origin}/platform_b?search_field=text:qqzzxqq`));
    expect(nothing.answer.ids).toEqual([]);
    const empty = page.getByText('No ads match these filters');
    await empty.waitFor();
    await filterPanel(page).getByRole('button', { name: 'Clear all', exact: true }).waitFor();

    const stillNothing = await searches.after(() => toggleChip(page, 'Women'));
    expect(stillNothing.body.gender).toEqual([2]);
    await empty.waitFor();
    await page.getByRole('button', { name: 'Remove the last filter' }).click();
    await expect.poll(() => linkParams(page), POLL).toBe('search_field=text%3Aqqzzxqq');
    await empty.waitFor();

    await page.getByRole('main').getByRole('button', { name: 'Clear all', exact: true }).click();
    await adCards(page).first().waitFor();
    expect(linkParams(page)).toBe('');
    await context.close();
  });
});
