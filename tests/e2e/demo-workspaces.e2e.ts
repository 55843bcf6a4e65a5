import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adCards, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { openWorkspacePage, saveToNewBoard } from './support/workspace-steps';

const suite = explorerSuite();

/** What the header says once a browser on the demo has an account of its own. */
const OWN_WORKSPACE = 'Demo · Pro plan · this browser’s workspace';

/** Hides the advertiser of the first card whose advertiser is not `other`; answers its name. */
async function hideAnAdvertiser(page: Page, other?: string): Promise<string> {
  for (let index = 0; ; index += 1) {
    const card = adCards(page).nth(index);
    await card.getByRole('button', { name: /^Hide:/ }).click();
    const item = page.getByRole('menuitem', { name: /^Hide all ads of / });
    const name = (await item.textContent())!.replace(/^Hide all ads of /, '');
    if (name === other) {
      await page.keyboard.press('Escape');
      await item.waitFor({ state: 'detached' });
      continue;
    }
    await item.click();
    return name;
  }
}

/** The text of a workspace table's first cells. */
const firstCells = (table: Locator) =>
  table.getByRole('row').evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent?.trim() ?? ''));

describe('each browser on the public demo', () => {
  it('gets a workspace of its own: hidden advertisers and boards of one never show in the other', async () => {
    const [first, second] = [await suite.open(), await suite.open()];
    // The keys each browser's workspace requests carry.
    const keys = [new Set<string>(), new Set<string>()];
    [first, second].forEach(({ page }, index) =>
      page.on('request', (sent) => {
        if (/\/api\/v2\/(hidden|boards)/.test(sent.url())) keys[index]!.add(sent.headers()['x-api-key'] ?? '');
      }),
    );
    for (const { page } of [first, second]) {
      await page.goto(`${suite.origin}/platform_f`);
      // The header says which plan and workspace this is once the account is there.
      await page.locator('header').getByText(OWN_WORKSPACE, { exact: true }).waitFor();
    }
    const firstOwner = await hideAnAdvertiser(first.page);
    const secondOwner = await hideAnAdvertiser(second.page, firstOwner);
    await saveToNewBoard(adCards(first.page).nth(2), first.page, 'First browser board');
    await saveToNewBoard(adCards(second.page).nth(2), second.page, 'Second browser board');

    const seen = async (page: Page) => {
      await openWorkspacePage(page, 'Hidden');
      const hidden = page.getByRole('table', { name: 'Hidden advertisers' });
      await hidden.waitFor();
      const owners = await firstCells(hidden);
      await openWorkspacePage(page, 'Boards');
      await page
        .getByRole('link', { name: /browser board$/ })
        .first()
        .waitFor();
      const boards = await page.getByRole('link', { name: /browser board$/ }).allTextContents();
      return { owners, boards };
    };
    expect(await seen(first.page)).toEqual({ owners: [firstOwner], boards: ['First browser board'] });
    expect(await seen(second.page)).toEqual({ owners: [secondOwner], boards: ['Second browser board'] });
    // Each browser sent one key of its own, minted once, never the shared demo key.
    expect(keys.map((sent) => sent.size)).toEqual([1, 1]);
    const [firstKey, secondKey] = keys.map((sent) => [...sent][0]);
    expect(firstKey).not.toBe(secondKey);
    expect([firstKey, secondKey]).not.toContain('demo-pro');

    // The account outlives a reload: the same workspace comes back, and the link never carries a key.
    await first.page.reload();
    await first.page.getByRole('link', { name: 'First browser board' }).waitFor();
    expect(first.page.url()).not.toMatch(/api_key|aes_/);
    await first.context.close();
    await second.context.close();
  });

  it('says so on a phone too, in the Workspace menu, leaving the header’s row to its controls', async () => {
    const { context, page } = await suite.open({ viewport: { width: 390, height: 844 } });
    await page.goto(`${suite.origin}/platform_f`);
    await adCards(page).first().waitFor();
    await page.getByRole('button', { name: 'Workspace' }).click();
    await page.getByRole('menu').getByText(OWN_WORKSPACE).waitFor();
    await page.keyboard.press('Escape');
    // The header's row: nothing in it reaches past the phone's width.
    const rights = await page
      .locator('header *')
      .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map((box) => box.width && box.right));
    expect(Math.max(...rights)).toBeLessThanOrEqual(390);
    await expect.poll(() => page.locator('header').getByText(OWN_WORKSPACE).isVisible(), POLL).toBe(false);
    await context.close();
  });
});
