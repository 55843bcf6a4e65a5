import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adCards, adDrawer, filterPanel } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { openWorkspacePage, saveToNewBoard } from './support/workspace-steps';

const suite = explorerSuite();

/** Buttons that change a workspace: none may show on a shared board's cards or drawer. */
const WORKSPACE_ACTIONS = /^(Save|Hide|Compare|Remove from board)|Add to compare/;

async function workspaceButtons(page: Page, scope: ReturnType<Page['locator']>): Promise<string[]> {
  const names = await scope
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''));
  return names.filter((name) => WORKSPACE_ACTIONS.test(name.trim()));
}

describe('a shared board', () => {
  it('is a read-only gallery, and a visitor with a key saves a copy onto a board of their own', async () => {
    const owner = await suite.open({ clipboard: true });
    await owner.page.goto(`${suite.origin}/platform_e`);
    const card = adCards(owner.page).first();
    const label = (await card.getAttribute('aria-label'))!;
    await saveToNewBoard(card, owner.page, 'Gallery');
    await openWorkspacePage(owner.page, 'Boards');
    await owner.page.getByRole('link', { name: 'Gallery' }).click();
    await owner.page.getByRole('heading', { name: 'Gallery' }).waitFor();
    // One's own board page shows no search filters.
    expect(await filterPanel(owner.page).count()).toBe(0);
    await adCards(owner.page).first().click();
    await adDrawer(owner.page).getByRole('textbox', { name: 'Note' }).fill('Strong hook');
    await adDrawer(owner.page).getByRole('textbox', { name: 'Note' }).press('Tab');
    await owner.page.keyboard.press('Escape');
    await adDrawer(owner.page).waitFor({ state: 'hidden' });
    await owner.page.getByRole('button', { name: 'Share' }).click();
    await owner.page.getByText('Read-only link copied').waitFor();
    const link = await owner.page.evaluate(() => navigator.clipboard.readText());
    await owner.context.close();

    const visitor = await suite.open({ connection: { version: 'v2', apiKey: 'demo-free' } });
    await visitor.page.goto(link);
    await visitor.page.getByRole('heading', { name: 'Gallery' }).waitFor();
    await visitor.page.getByText('1 ad', { exact: false }).first().waitFor();
    const shared = adCards(visitor.page).first();
    expect(await shared.getAttribute('aria-label')).toBe(label);
    await shared.getByText('Strong hook').waitFor();
    expect(await filterPanel(visitor.page).count()).toBe(0);
    expect(await workspaceButtons(visitor.page, adCards(visitor.page))).toEqual([]);
    await shared.click();
    await adDrawer(visitor.page).getByText('Strong hook').waitFor();
    expect(await workspaceButtons(visitor.page, adDrawer(visitor.page))).toEqual([]);
    await visitor.page.keyboard.press('Escape');

    await visitor.page.getByRole('button', { name: 'Save a copy to my boards' }).click();
    await visitor.page.getByText('Saved a copy as Gallery').waitFor();
    await openWorkspacePage(visitor.page, 'Boards');
    await visitor.page.getByRole('link', { name: 'Gallery' }).click();
    await adCards(visitor.page).first().getByText('Strong hook').waitFor();
    expect(await adCards(visitor.page).first().getAttribute('aria-label')).toBe(label);
    await visitor.context.close();

    const stranger = await suite.open({ connection: { version: 'v2', apiKey: '' } });
    await stranger.page.goto(link);
    await adCards(stranger.page).first().waitFor();
    expect(await stranger.page.getByRole('button', { name: 'Save a copy to my boards' }).count()).toBe(0);
    await stranger.context.close();
  });
});
