import { describe, expect, it } from 'vitest';
import { savedSearchSchema } from '../../src/contract/extensions/saved-searches';
import { adCards, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { openWorkspacePage, saveSearch, waitForNewAds } from './support/workspace-steps';

const suite = explorerSuite({ ads: 1500, ingest: { intervalMs: 1000, batch: 12 } });

describe('saved searches (v2 service with the extensions, ingestion running)', () => {
  it('say how many ads are new since the last visit as ingestion adds them, and open the search', async () => {
    const { context, page } = await suite.open();
    await page.goto(`${suite.origin}/mega`);
    await adCards(page).first().waitFor();
    await saveSearch(page, 'Everything');
    await openWorkspacePage(page, 'Saved searches');
    expect(new URL(page.url()).pathname).toBe('/saved-searches');
    expect(await waitForNewAds(page, 'Everything')).toBeGreaterThan(0);

    const visit = page.waitForResponse((r) => /\/api\/v2\/saved-searches\/\d+\/visit$/.test(r.url()));
    await page.getByRole('button', { name: 'Open Everything', exact: true }).click();
    expect((await visit).ok()).toBe(true);
    // The search opens once the visit is answered: wait for the address to follow.
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/mega');
    await adCards(page).first().waitFor();
    await context.close();
  });

  it('open only the ads new since the last visit, newest first, as many as were counted or more', async () => {
    const { context, page, searches } = await suite.open();
    const everything = await searches.after(() => page.goto(`${suite.origin}/mega`));
    await saveSearch(page, 'All of it');
    await openWorkspacePage(page, 'Saved searches');
    const counted = await waitForNewAds(page, 'All of it');

    const visit = page.waitForResponse((r) => /\/api\/v2\/saved-searches\/\d+\/visit$/.test(r.url()));
    const onlyNew = await searches.after(() =>
      page.getByRole('button', { name: 'Open only the new ads of All of it', exact: true }).click(),
    );
    const visited = savedSearchSchema.parse(((await (await visit).json()) as { data: unknown }).data);
    expect(onlyNew.body.advanced_order).toEqual({ orderby: 'first_seen', order: 'desc' });
    const terms = onlyNew.body.search_field as { type: string; text: string }[];
    expect(terms).toEqual([{ type: 'first_seen_after', text: expect.any(String) }]);
    // The term is the visit before this one: what "N new" counted from.
    expect(Date.parse(terms[0]!.text)).toBeLessThan(Date.parse(visited.last_visit));
    // Ingestion only adds, so the listed ads are those counted and any added since; never the whole catalogue.
    expect(onlyNew.answer.total!.value).toBeGreaterThanOrEqual(counted);
    expect(onlyNew.answer.total!.value).toBeLessThan(everything.answer.total!.value);
    await page.getByRole('button', { name: /^Edit First seen after: \w{3} \d+, \d{4}, .+ UTC$/ }).waitFor();
    await context.close();
  });
});
