import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adCards, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { ownAccountKey, waitForNewAds, workspaceApi } from './support/workspace-steps';
import { downloadedBytes } from './support/downloaded';

const suite = explorerSuite({ ads: 1500, ingest: { intervalMs: 1000, batch: 12 } });

interface Effort {
  keys: number;
  clicks: number;
  /** Characters typed into names. */
  typed: number;
}

/** What an analyst does to the page, counted: keys pressed, clicks, and characters of names typed. */
function analyst(page: Page) {
  const total: Effort = { keys: 0, clicks: 0, typed: 0 };
  const steps: Record<string, Effort> = {};
  let since: Effort = { ...total };
  return {
    async press(...keys: string[]) {
      for (const key of keys) {
        await page.keyboard.press(key);
        total.keys += 1;
      }
    },
    async type(text: string) {
      await page.keyboard.type(text);
      total.typed += text.length;
    },
    async click(target: Locator) {
      await target.click();
      total.clicks += 1;
    },
    /** Closes a step: what it took since the last one. */
    step(name: string): Effort {
      steps[name] = {
        keys: total.keys - since.keys,
        clicks: total.clicks - since.clicks,
        typed: total.typed - since.typed,
      };
      since = { ...total };
      return steps[name];
    },
    steps,
  };
}

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
const said = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).count();

describe('an analyst’s session, as a new user runs it (npm start’s boot, ingestion running)', () => {
  it('collects ads into two boards and compares from the keyboard, then saves a search, opens a brand, exports, shares and comes back to new ads', async () => {
    const { context, page } = await suite.open({ clipboard: true });
    const you = analyst(page);
    await page.goto(`${suite.origin}/platform_a`);
    await adCards(page).nth(4).waitFor();
    const labels = await adCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
    // Premise: this browser has no workspace yet, so no boards.
    expect(await ownAccountKey(page)).toBeUndefined();

    // Triage, keys only: two ads to the first board, one to a new board named on the spot, one more there.
    await you.press('j', 's');
    await expect.poll(() => said(page, 'Saved to Saved ads'), POLL).toBe(1);
    await you.press('j', 's', 'j', 'S');
    const naming = page.getByRole('dialog', { name: 'New board' });
    await naming.waitFor();
    await you.type('Rivals');
    await you.press('Enter');
    await naming.waitFor({ state: 'detached' });
    await expect.poll(() => said(page, 'Saved to Rivals'), POLL).toBe(1);
    await expect.poll(() => focusedLabel(page), POLL).toBe(labels[2]);
    await you.press('j', 's');
    await expect
      .poll(async () => {
        const { boards } = await workspaceApi<{ boards: { name: string; ads_count: number }[] }>(
          page,
          suite.origin,
          '/boards',
        );
        return Object.fromEntries(boards.map((board) => [board.name, board.ads_count]));
      }, POLL)
      .toEqual({ 'Saved ads': 2, Rivals: 2 });
    expect(you.step('two boards')).toEqual({ keys: 9, clicks: 0, typed: 6 });

    // Compare the focused ad with the one before it, from the keyboard.
    await you.press('x', 'k', 'x', 'c');
    const compare = page.getByRole('dialog', { name: 'Compare ads' });
    await expect
      .poll(() => compare.getByRole('table', { name: 'Compared ads' }).getByRole('columnheader').count(), POLL)
      .toBe(3);
    await you.press('Escape');
    await compare.waitFor({ state: 'detached' });
    expect(you.step('compare two ads').clicks).toBe(0);

    // Keep this search, then open the focused ad's advertiser.
    await you.click(page.getByRole('button', { name: 'Save search' }));
    await page.getByRole('dialog', { name: 'Save search' }).waitFor();
    await page.keyboard.press('ControlOrMeta+a');
    await you.type('Platform A watch');
    await you.press('Enter');
    await page.getByText('Search saved as Platform A watch').waitFor();
    you.step('save the search');

    // The dialog gave focus back to Save search: j finds the first card in view again.
    await you.press('j');
    await expect.poll(() => focusedLabel(page), POLL).toBe(labels[0]);
    await you.press('a');
    const profile = page.getByRole('region', { name: 'Advertiser' });
    await profile.getByRole('heading').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('search_field'), POLL).toMatch(/^owner_id:\d+$/);
    expect(you.step('open the brand’s page').clicks).toBe(0);

    // Export the brand's loaded ads as CSV.
    await adCards(page).first().waitFor();
    const owner = /^owner_id:(\d+)$/.exec(new URL(page.url()).searchParams.get('search_field')!)![1];
    await you.click(page.getByRole('button', { name: 'Export' }));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      you.click(page.getByRole('dialog', { name: 'Export ads' }).getByRole('button', { name: 'Export', exact: true })),
    ]);
    const [header, ...rows] = (await downloadedBytes(download)).toString('utf8').trimEnd().split('\r\n');
    const ownerColumn = header!.split(',').indexOf('advertiser_id');
    expect(rows.length).toBeGreaterThan(0);
    // Plain values in this column (ids), so splitting on commas reads it.
    expect(new Set(rows.map((row) => row.split(',')[ownerColumn]))).toEqual(new Set([owner]));
    you.step('export a CSV');

    // Share the second board.
    await you.click(page.getByRole('button', { name: 'Workspace' }));
    await you.click(page.getByRole('menuitem', { name: 'Boards' }));
    await you.click(page.getByRole('link', { name: 'Rivals' }));
    await you.click(page.getByRole('button', { name: 'Share' }));
    await page.getByText('Read-only link copied').waitFor();
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    you.step('share a board');
    const reader = await suite.open({ connection: { version: 'v2', apiKey: '' } });
    await reader.page.goto(shared);
    await expect.poll(() => adCards(reader.page).count(), POLL).toBe(2);
    await reader.context.close();

    // Come back to what ingestion added since the search was saved.
    await you.click(page.getByRole('button', { name: 'Workspace' }));
    await you.click(page.getByRole('menuitem', { name: 'Saved searches' }));
    const counted = await waitForNewAds(page, 'Platform A watch');
    await you.click(page.getByRole('button', { name: 'Open only the new ads of Platform A watch' }));
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/platform_a');
    await expect.poll(() => adCards(page).count(), POLL).toBeGreaterThanOrEqual(Math.min(counted, 18));
    you.step('come back to new ads');

    console.info(
      ['What each step took:']
        .concat(
          Object.entries(you.steps).map(
            ([name, { keys, clicks, typed }]) =>
              `  ${name.padEnd(22)} ${keys} keys, ${clicks} clicks, ${typed} characters of names`,
          ),
        )
        .join('\n'),
    );
    await context.close();
  }, 120_000);
});
