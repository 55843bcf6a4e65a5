import { describe, expect, it } from 'vitest';
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
});
