import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../src/contract/paths';
import { filterPanel, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { expectShown } from './support/grid-expectations';

const suite = explorerSuite();

/** The text of the elements that describe `control` (`aria-describedby`): what a screen reader says after its name. */
const descriptionOf = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

/** The display domain of the first ad of platform C's unfiltered search, read from the service. */
async function firstDomain(): Promise<string> {
  const response = await fetch(`${suite.origin}/api/v2${PATHS.v2.search('platform_c')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'demo-pro' },
    body: '{}',
  });
  const { data } = (await response.json()) as { data: { ads: { display_url: string }[] } };
  return data.ads[0]!.display_url;
}

describe('the search box never excludes unasked (platform C, v2)', () => {
  it('returns to Contains after each term and on Clear all, marks an exclusion while chosen, and excludes what its hint says', async () => {
    const { context, page, searches } = await suite.open();
    const unfiltered = await searches.after(() => page.goto(`${suite.origin}/platform_c`));
    await expectShown(page, unfiltered);
    const panel = filterPanel(page);
    const kind = panel.getByRole('combobox', { name: 'Term kind' });
    const input = panel.getByRole('textbox', { name: 'Search', exact: true });
    const choose = async (label: string) => {
      await kind.click();
      await page.getByRole('listbox').getByRole('option', { name: label, exact: true }).click();
    };
    const add = (text: string) =>
      searches.after(async () => {
        await input.fill(text);
        await input.press('Enter');
      });

    // Contains says how several include terms combine.
    expect(await descriptionOf(input)).toMatch(/must contain every one/);

    // Exclude page, with an advertiser's exact name: marked while chosen, its ads gone once added.
    const owner = unfiltered.answer.owners[0]!;
    await choose('Exclude page');
    expect(await descriptionOf(input)).toMatch(/^Exclude page: Removes the ads of the advertiser whose page name/);
    expect(await kind.getAttribute('data-excluding')).not.toBeNull();
    const withoutPage = await add(owner);
    expect(withoutPage.body.search_field).toEqual([{ type: 'without_fanpage', text: owner }]);
    expect(withoutPage.answer.owners).not.toContain(owner);
    expect(withoutPage.answer.total!.value).toBeLessThan(unfiltered.answer.total!.value);
    await expectShown(page, withoutPage);
    expect(await kind.inputValue()).toBe('Contains');
    expect(await kind.getAttribute('data-excluding')).toBeNull();

    // Exclude domain takes the whole domain: a part of one removes nothing.
    const domain = await firstDomain();
    await choose('Exclude domain');
    const part = await add(domain.slice(0, 5));
    expect(part.answer.total).toEqual(withoutPage.answer.total);
    expect(await kind.inputValue()).toBe('Contains');

    // Clear all returns the kind to Contains, with terms to clear and without.
    await choose('Exclude domain');
    await panel.getByRole('button', { name: 'Clear all', exact: true }).click();
    // The unfiltered results again (from the cache), without the terms.
    await expectShown(page, unfiltered);
    expect(await panel.getByRole('list', { name: 'Search terms' }).count()).toBe(0);
    await expect.poll(() => kind.inputValue(), POLL).toBe('Contains');
    await choose('Exclude advertiser');
    await panel.getByRole('button', { name: 'Clear all', exact: true }).click();
    await expect.poll(() => kind.inputValue(), POLL).toBe('Contains');
    expect(await descriptionOf(input)).not.toMatch(/Removes/);
    await context.close();
  });
});
