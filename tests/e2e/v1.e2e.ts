import { describe, expect, it } from 'vitest';
import { adCards, adDrawer, connectTo, filterPanel, openAdId, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { addSearchTerm, commitNumber, toggleChip } from './support/filter-controls';
import { expectShown } from './support/grid-expectations';
import { saveScreenshot } from './support/screenshots';
import { chooseSort, toolbarSort } from './toolbar-sort';

const suite = explorerSuite();

describe('the explorer on a v1 service', () => {
  it('switches to v1 in Connection settings; the mega tab is locked and says why', async () => {
    const tab = await suite.open();
    const { page, searches } = tab;
    await searches.after(() => page.goto(suite.origin));
    await page.getByText('Connected · v2').waitFor();

    const v1 = await searches.after(() => connectTo(page, `${suite.origin}/api/v1`, 'v1'));
    expect(new URL(v1.url).pathname).toBe('/api/v1/platform_a/ads/search');
    expect(v1.body).not.toHaveProperty('api_key');
    await page.getByText('Connected · v1').waitFor();
    await expectShown(tab.page, v1);

    const mega = page.getByRole('tab', { name: 'Mega (all platforms)' });
    expect(await mega.isDisabled()).toBe(true);
    expect(await mega.getAttribute('title')).toBe('Cross-platform search needs a v2 service');
    await page.getByText('Cross-platform search needs a v2 service.', { exact: true }).waitFor();
    await saveScreenshot(page, 'v1');
    await tab.context.close();
  });

  it('switching v2 → v1 drops the v2 sort with a notice and searches and shows the v1 default sort', async () => {
    const tab = await suite.open();
    const { page, searches } = tab;
    await searches.after(() => page.goto(`${suite.origin}/platform_b`));
    await searches.after(() => toggleChip(page, 'Men'));
    const byImpressions = await searches.after(() => chooseSort(page, 'Impressions'));
    expect(byImpressions.body).toMatchObject({
      gender: [1],
      advanced_order: { orderby: 'impressions', order: 'desc' },
    });
    await expectShown(page, byImpressions);

    const v1 = await searches.after(() => connectTo(page, `${suite.origin}/api/v1`, 'v1'));
    expect(new URL(v1.url).pathname).toBe('/api/v1/platform_b/ads/search');
    expect(v1.body).toMatchObject({ gender: [1], orderby: 'updated_at' });
    expect(v1.body).not.toHaveProperty('advanced_order');
    // v1 has no impressions sort; the notice blames the connection, not a link the user never opened.
    const notice = page.getByRole('alert').filter({ hasText: 'Part of the search was not kept' });
    await notice.getByText(/Not available with this connection: advanced_order=impressions\.desc/).waitFor();
    await expect.poll(() => new URL(page.url()).search, POLL).toBe('?gender=1');
    await expect.poll(() => toolbarSort(page).inputValue(), POLL).toBe('Recently updated');
    await expectShown(page, v1);
    // No search on the v1 layout ever carried the v2 sort.
    const sentToV1 = (await searches.answered()).filter((search) =>
      new URL(search.url).pathname.startsWith('/api/v1/'),
    );
    expect(sentToV1.every((search) => !('advanced_order' in search.body))).toBe(true);
    await tab.context.close();
  });

  it('filters, sorts with orderby, and keeps each tab’s filters', async () => {
    const tab = await suite.open({ connection: { version: 'v1' } });
    const { page, searches } = tab;
    const unfiltered = await searches.after(() => page.goto(`${suite.origin}/platform_b`));
    expect(new URL(unfiltered.url).pathname).toBe('/api/v1/platform_b/ads/search');
    await expectShown(tab.page, unfiltered);

    const oldest = await searches.after(() => chooseSort(page, 'Oldest first'));
    expect(oldest.body.orderby).toBe('oldest');
    expect(oldest.body).not.toHaveProperty('advanced_order');
    expect(new URL(page.url()).searchParams.get('orderby')).toBe('oldest');
    expect(oldest.answer.ids).not.toEqual(unfiltered.answer.ids);
    await expectShown(tab.page, oldest);

    const men = await searches.after(() => toggleChip(page, 'Men'));
    expect(men.body).toMatchObject({ gender: [1], orderby: 'oldest' });
    expect(men.answer.ids).not.toEqual(oldest.answer.ids);
    const range = await searches.after(() => commitNumber(page, 'Days running to', 30));
    expect(range.body.days_running).toEqual([null, 30]);
    expect(range.answer.ids).not.toEqual(men.answer.ids);
    const word = range.answer.owners[0]!;
    const without = await searches.after(() => addSearchTerm(page, 'Exclude advertiser', word));
    expect(without.body.search_field).toEqual([{ type: 'without_owner_name', text: word }]);
    expect(without.answer.owners).not.toContain(word);
    await expectShown(tab.page, without);

    await searches.after(() => page.getByRole('tab', { name: 'Native' }).click());
    await page.getByRole('tab', { name: 'Platform B' }).click();
    await expectShown(tab.page, without);
    expect(await filterPanel(page).getByRole('checkbox', { name: 'Men', exact: true }).isChecked()).toBe(true);
    await tab.context.close();
  });

  it('looks up API-backed options on the v1 route (native publishers)', async () => {
    const tab = await suite.open({ connection: { version: 'v1' } });
    const { page, searches } = tab;
    // The widget asks for the first matches as soon as it shows.
    const lookup = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/native/filter/publishers/items',
    );
    const unfiltered = await searches.after(() => page.goto(`${suite.origin}/native`));
    expect((await lookup).ok()).toBe(true);
    await filterPanel(page).getByRole('combobox', { name: 'Publishers', exact: true }).click();
    const option = page.getByRole('listbox', { name: 'Publishers' }).getByRole('option').first();
    const publisher = await searches.after(() => option.click());
    expect(publisher.body.publishers).toHaveLength(1);
    expect(publisher.answer.ids.length).toBeGreaterThan(0);
    expect(publisher.answer.ids).not.toEqual(unfiltered.answer.ids);
    await expectShown(tab.page, publisher);
    await tab.context.close();
  });

  it('pages with page 1’s last_hit and opens the v1 detail in the drawer', async () => {
    const tab = await suite.open({ connection: { version: 'v1' } });
    const { page, searches } = tab;
    const first = await searches.after(() => page.goto(`${suite.origin}/platform_e`));
    await expectShown(tab.page, first);
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return (await searches.answered()).some((search) => search.page === 3);
      }, POLL)
      .toBe(true);
    const later = (await searches.answered()).filter((search) => search.page > 1).slice(0, 2);
    expect(later.map((search) => search.body)).toEqual([
      expect.objectContaining({ page: 2, last_hit: first.answer.lastHit }),
      expect.objectContaining({ page: 3, last_hit: first.answer.lastHit }),
    ]);
    const ids = [first, ...later].flatMap((search) => search.answer.ids);
    expect(new Set(ids).size).toBe(54);

    // Back at the top the virtual grid mounts the first row again before its card is clicked.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectShown(tab.page, first);
    const id = first.answer.ids[0]!;
    const detail = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/v1/platform_e/ads/${id}`,
    );
    await adCards(page).first().getByRole('heading').click();
    expect((await detail).ok()).toBe(true);
    await page.getByRole('dialog', { name: `Ad details Platform E · #${id}` }).waitFor();
    await adDrawer(page).getByRole('figure', { name: 'Daily impressions and likes' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => openAdId(page), POLL).toBe(first.answer.ids[1]);
    await page.keyboard.press('Escape');
    await adDrawer(page).waitFor({ state: 'hidden' });
    await tab.context.close();
  });

  it('opens a saved v1 link with its sort, filters and ad in a fresh browser', async () => {
    const author = await suite.open({ connection: { version: 'v1' } });
    const shared = await author.searches.after(() =>
      author.page.goto(`${suite.origin}/platform_c?gender=2&orderby=seen_counts`),
    );
    const id = shared.answer.ids[2]!;
    await author.context.close();

    const reader = await suite.open({ connection: { version: 'v1' } });
    const opened = await reader.searches.after(() =>
      reader.page.goto(`${suite.origin}/platform_c?gender=2&orderby=seen_counts&ad=${id}`),
    );
    expect(opened.body).toEqual(shared.body);
    expect(opened.body).toMatchObject({ gender: [2], orderby: 'seen_counts' });
    expect(opened.answer.ids).toEqual(shared.answer.ids);
    await reader.page.getByRole('dialog', { name: `Ad details Platform C · #${id}` }).waitFor();
    expect(await toolbarSort(reader.page).inputValue()).toBe('Most seen');
    await reader.context.close();
  });
});
