import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterPanel, POLL, type ExplorerTab } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import {
  addSearchTerm,
  chooseOption,
  chooseSegment,
  commitNumber,
  flipSwitch,
  isoDay,
  pickDays,
  resetFilter,
  toggleChip,
} from './support/filter-controls';
import { expectShown } from './support/grid-expectations';
import { saveScreenshot } from './support/screenshots';
import type { RecordedSearch } from './support/search-recorder';
import { chooseSort, chooseSortDirection } from './toolbar-sort';

const suite = explorerSuite();

/** A filter found ads, and not the same first page as `before`. */
async function expectNarrowed(tab: ExplorerTab, search: RecordedSearch, before: RecordedSearch): Promise<void> {
  expect(search.answer.ids.length).toBeGreaterThan(0);
  expect(search.answer.ids).not.toEqual(before.answer.ids);
  await expectShown(tab.page, search);
}

function filterParam(tab: ExplorerTab, name: string): string | null {
  return new URL(tab.page.url()).searchParams.get(name);
}

describe('every kind of filter narrows the results (platform C, v2)', () => {
  let tab: ExplorerTab;
  let unfiltered: RecordedSearch;

  beforeAll(async () => {
    tab = await suite.open();
    unfiltered = await tab.searches.after(() => tab.page.goto(`${suite.origin}/platform_c`));
  });

  afterAll(async () => {
    await tab?.context.close();
  });

  /** Resets one filter and sees the unfiltered first page again (served from the cache). */
  async function backToUnfiltered(label: string): Promise<void> {
    await resetFilter(tab.page, label);
    await expectShown(tab.page, unfiltered);
  }

  it('option chips (StringMulti): choosing Women deselects All', async () => {
    await expectShown(tab.page, unfiltered);
    const women = await tab.searches.after(() => toggleChip(tab.page, 'Women'));
    expect(women.body.gender).toEqual([2]);
    expect(await filterPanel(tab.page).getByRole('checkbox', { name: 'All', exact: true }).isChecked()).toBe(false);
    expect(filterParam(tab, 'gender')).toBe('2');
    await expectNarrowed(tab, women, unfiltered);
    await backToUnfiltered('Gender');
  });

  it('checkboxes (BooleanMulti)', async () => {
    const video = await tab.searches.after(() => toggleChip(tab.page, 'Video'));
    expect(video.body.media_type).toEqual([2]);
    await expectNarrowed(tab, video, unfiltered);
    await backToUnfiltered('Media type');
  });

  it('searchable multi-select (StringMultiSearchable)', async () => {
    const germany = await tab.searches.after(() => chooseOption(tab.page, 'Countries', 'Germany', 'ger'));
    expect(germany.body.countries).toEqual(['DE']);
    expect(filterParam(tab, 'countries')).toBe('DE');
    await expectNarrowed(tab, germany, unfiltered);
    await backToUnfiltered('Countries');
  });

  it('single select (StringSingleSearchable)', async () => {
    const spanish = await tab.searches.after(() => chooseOption(tab.page, 'Language', 'Spanish', 'Span'));
    expect(spanish.body.language).toEqual(['es']);
    await expectNarrowed(tab, spanish, unfiltered);
    await backToUnfiltered('Language');
  });

  it('yes / no (BooleanSingle)', async () => {
    const withVideo = await tab.searches.after(() => chooseSegment(tab.page, 'Has video', 'Yes'));
    expect(withVideo.body.has_video).toEqual([true]);
    await expectNarrowed(tab, withVideo, unfiltered);
    const withoutVideo = await tab.searches.after(() => chooseSegment(tab.page, 'Has video', 'No'));
    expect(withoutVideo.body.has_video).toEqual([false]);
    await expectNarrowed(tab, withoutVideo, withVideo);
    await backToUnfiltered('Has video');
  });

  it('switch (CBoolean)', async () => {
    const verified = await tab.searches.after(() => flipSwitch(tab.page, 'Verified advertiser'));
    expect(verified.body.verified).toEqual([true]);
    await expectNarrowed(tab, verified, unfiltered);
    await backToUnfiltered('Verified advertiser');
  });

  it('number range (NumberMultiRange), open and closed', async () => {
    const from = await tab.searches.after(() => commitNumber(tab.page, 'Days running from', 10));
    expect(from.body.days_running).toEqual([10, null]);
    expect(filterParam(tab, 'days_running')).toBe('10..');
    await expectNarrowed(tab, from, unfiltered);
    const range = await tab.searches.after(() => commitNumber(tab.page, 'Days running to', 90));
    expect(range.body.days_running).toEqual([10, 90]);
    expect(filterParam(tab, 'days_running')).toBe('10..90');
    await expectNarrowed(tab, range, from);
    await saveScreenshot(tab.page, 'filters-applied');
    await backToUnfiltered('Days running');
  });

  it('single number (NumberSingleRange)', async () => {
    const atLeast = await tab.searches.after(() => commitNumber(tab.page, 'Impressions at least', 1_000_000));
    expect(atLeast.body.impressions).toEqual([1_000_000]);
    await expectNarrowed(tab, atLeast, unfiltered);
    await backToUnfiltered('Impressions at least');
  });

  it('date range (DateMulti)', async () => {
    const today = new Date();
    const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
    const range = await tab.searches.after(() => pickDays(tab.page, 'First seen', [monthStart, today]));
    expect(range.body.first_seen).toEqual([isoDay(monthStart), isoDay(today)]);
    expect(filterParam(tab, 'first_seen')).toBe(`${isoDay(monthStart)}..${isoDay(today)}`);
    await expectNarrowed(tab, range, unfiltered);
    await backToUnfiltered('First seen');
  });

  it('sort (advanced_order) and a single date (DateSingle)', async () => {
    const byImpressions = await tab.searches.after(() => chooseSort(tab.page, 'Impressions'));
    expect(byImpressions.body.advanced_order).toEqual({ orderby: 'impressions', order: 'desc' });
    await expectNarrowed(tab, byImpressions, unfiltered);
    const ascending = await tab.searches.after(() => chooseSortDirection(tab.page, 'Asc'));
    expect(ascending.body.advanced_order).toEqual({ orderby: 'impressions', order: 'asc' });
    expect(filterParam(tab, 'advanced_order')).toBe('impressions.asc');
    await expectNarrowed(tab, ascending, byImpressions);

    // The least seen ads come first, so ads not seen today leave the first page.
    const today = new Date();
    const seenToday = await tab.searches.after(() => pickDays(tab.page, 'Seen since', [today]));
    expect(seenToday.body.last_seen).toEqual([isoDay(today)]);
    await expectNarrowed(tab, seenToday, ascending);
    await resetFilter(tab.page, 'Seen since');
    // The sort has no reset of its own: its defaults are chosen again.
    await chooseSortDirection(tab.page, 'Desc');
    await chooseSort(tab.page, 'Last updated');
    await expectShown(tab.page, unfiltered);
  });

  it('search text and an exclusion (search_field)', async () => {
    const word = unfiltered.answer.owners[0]!.split(' ')[0]!;
    const contains = await tab.searches.after(() => addSearchTerm(tab.page, 'Contains', word));
    expect(contains.body.search_field).toEqual([{ type: 'text', text: word }]);
    await expectNarrowed(tab, contains, unfiltered);
    await filterPanel(tab.page)
      .getByRole('list', { name: 'Search terms' })
      .getByRole('button', { name: `Remove Contains: ${word}` })
      .click();
    await expectShown(tab.page, unfiltered);

    const owner = unfiltered.answer.owners[0]!;
    const without = await tab.searches.after(() => addSearchTerm(tab.page, 'Exclude advertiser', owner));
    expect(without.body.search_field).toEqual([{ type: 'without_owner_name', text: owner }]);
    expect(without.answer.owners).not.toContain(owner);
    await expectNarrowed(tab, without, unfiltered);
    await backToUnfiltered('Search');
  });
});

describe('filters with options behind the service, relations and locks (v2)', () => {
  it('type-ahead over API options (platform A interests, StringMultiSearchableApi)', async () => {
    const tab = await suite.open();
    const unfiltered = await tab.searches.after(() => tab.page.goto(`${suite.origin}/platform_a`));
    const box = filterPanel(tab.page).getByRole('combobox', { name: 'Interests', exact: true });
    await box.click();
    await box.fill('tr');
    // The list shows the service's matches for "tr" once the debounced look-up has answered.
    const options = tab.page.getByRole('listbox', { name: 'Interests' }).getByRole('option');
    const texts = () => options.allTextContents();
    await expect
      .poll(async () => (await texts()).length > 0 && (await texts()).every((text) => /tr/i.test(text)), POLL)
      .toBe(true);
    const option = options.first();
    const interest = await tab.searches.after(() => option.click());
    const interests = interest.body.interests as unknown[];
    expect(interests).toHaveLength(1);
    expect(filterParam(tab, 'interests')).toBe(String(interests[0]));
    await expectNarrowed(tab, interest, unfiltered);

    // The locked filter says why and never reaches a request.
    await filterPanel(tab.page).getByText('Coming soon').waitFor();
    expect(await filterPanel(tab.page).getByRole('switch', { name: 'AI-generated creative' }).isDisabled()).toBe(true);
    expect(interest.body).not.toHaveProperty('ai_creative');
    await tab.context.close();
  });

  it('"All networks" (native) gives way to a chosen network, comes back when none is left, and clears placements', async () => {
    const tab = await suite.open();
    const panel = filterPanel(tab.page);
    const checked = (name: string) => panel.getByRole('checkbox', { name, exact: true }).isChecked();
    const unfiltered = await tab.searches.after(() => tab.page.goto(`${suite.origin}/native`));
    await expectShown(tab.page, unfiltered);
    expect(await checked('All networks')).toBe(true);

    const discovery = await tab.searches.after(() => toggleChip(tab.page, 'Discovery feeds'));
    expect(discovery.body.networks).toEqual([2]);
    expect(filterParam(tab, 'networks')).toBe('2');
    expect(await checked('All networks')).toBe(false);
    await expectNarrowed(tab, discovery, unfiltered);
    const sidebar = await tab.searches.after(() => toggleChip(tab.page, 'Sidebar widget'));
    expect(sidebar.body).toMatchObject({ networks: [2], placements: [2] });

    // Choosing "All networks" replaces the network and clears placements; the unfiltered answer
    // comes from the cache, no request is sent.
    await toggleChip(tab.page, 'All networks');
    await tab.page.getByText('Placements cleared because you chose All networks').waitFor();
    expect([await checked('All networks'), await checked('Discovery feeds')]).toEqual([true, false]);
    expect(await checked('Sidebar widget')).toBe(false);
    expect([filterParam(tab, 'networks'), filterParam(tab, 'placements')]).toEqual([null, null]);
    await expectShown(tab.page, unfiltered);

    // Clicking it again keeps it; clearing the only chosen network brings it back.
    await toggleChip(tab.page, 'All networks');
    expect(await checked('All networks')).toBe(true);
    await expect.poll(() => new URL(tab.page.url()).search, POLL).toBe('');
    await tab.searches.after(() => toggleChip(tab.page, 'Sponsored articles'));
    await toggleChip(tab.page, 'Sponsored articles');
    await expect.poll(() => checked('All networks'), POLL).toBe(true);
    await expect.poll(() => new URL(tab.page.url()).search, POLL).toBe('');
    await saveScreenshot(tab.page, 'relation-notice');

    // An old link with "All networks" beside a network reads as that network.
    const linked = await tab.searches.after(() => tab.page.goto(`${suite.origin}/native?networks=0,2`));
    expect(linked.body.networks).toEqual([2]);
    expect(await checked('All networks')).toBe(false);
    for (const search of await tab.searches.answered()) {
      const networks = (search.body.networks ?? []) as number[];
      expect(networks.length === 1 || !networks.includes(0), JSON.stringify(networks)).toBe(true);
    }
    await tab.context.close();
  });

  it('clearing the operating system resets placements and says so (platform G, RESET_RELATION_ON_EMPTY)', async () => {
    const tab = await suite.open();
    const unfiltered = await tab.searches.after(() => tab.page.goto(`${suite.origin}/platform_g`));
    await expectShown(tab.page, unfiltered);
    const android = await tab.searches.after(() => chooseOption(tab.page, 'Operating system', 'Android'));
    expect(android.body.os).toEqual([1]);
    await expectNarrowed(tab, android, unfiltered);
    const shorts = await tab.searches.after(() => toggleChip(tab.page, 'Shorts'));
    expect(shorts.body).toMatchObject({ os: [1], placements: [3] });
    await expectNarrowed(tab, shorts, android);

    // Choosing the selected system again empties the filter; placements go back to their default
    // (none), so the unfiltered answer comes from the cache.
    await chooseOption(tab.page, 'Operating system', 'Android');
    await tab.page.getByText('Placements cleared because you cleared Operating system').waitFor();
    expect(await filterPanel(tab.page).getByRole('combobox', { name: 'Operating system' }).inputValue()).toBe('');
    expect(await filterPanel(tab.page).getByRole('checkbox', { name: 'Shorts' }).isChecked()).toBe(false);
    expect(filterParam(tab, 'os')).toBeNull();
    expect(filterParam(tab, 'placements')).toBeNull();
    await expectShown(tab.page, unfiltered);
    await tab.context.close();
  });
});
