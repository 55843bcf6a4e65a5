import type { Locator, Page } from 'playwright-core';
import { adCards, POLL } from './explorer-page';
import { expect } from 'vitest';

/** Opens a workspace page from the header's menu. */
export async function openWorkspacePage(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Workspace' }).click();
  await page.getByRole('menuitem', { name }).click();
}

/** Saves the card's ad to a new board named `board` through the card's menu. */
export async function saveToNewBoard(card: Locator, page: Page, board: string): Promise<void> {
  await card.getByRole('button', { name: /^Save to a board:/ }).click();
  await page.getByRole('menuitem', { name: 'New board…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New board' });
  await dialog.getByRole('textbox', { name: 'Board name' }).fill(board);
  await dialog.getByRole('button', { name: 'Create and save' }).click();
  await page.getByText(`Saved to ${board}`).waitFor();
}

/** Saves the search on screen as `name` with the header's Save search. */
export async function saveSearch(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save search' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(`Search saved as ${name}`).waitFor();
}

/** Reloads the Saved searches page until `name` says more than zero ads are new; answers that count. */
export async function waitForNewAds(page: Page, name: string): Promise<number> {
  const count = async () => {
    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    const text = (await row.getByText(/new since your last visit/).textContent()) ?? '';
    return Number(text.replace(/[^\d]/g, ''));
  };
  let seen = 0;
  await expect.poll(async () => (seen = await count()), POLL).toBeGreaterThan(0);
  return seen;
}

/** The accessible names of the mounted cards. */
export function cardLabelsNow(page: Page): Promise<(string | null)[]> {
  return adCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
}

/** The key of the demo account the page's browser minted on its first use of the workspace; undefined before that. */
export async function ownAccountKey(page: Page): Promise<string | undefined> {
  const kept = await page.evaluate(() =>
    Object.entries(localStorage).find(([name]) => name.startsWith('ads-explorer.demo-account:')),
  );
  return kept ? (JSON.parse(kept[1]) as { apiKey: string }).apiKey : undefined;
}

/** Reads a v2 path of the service with the workspace's own key, as the page's browser would. */
export async function workspaceApi<T>(page: Page, origin: string, path: string): Promise<T> {
  const key = await ownAccountKey(page);
  if (!key) throw new Error('This browser has not used its workspace yet: it has no account.');
  const response = await fetch(`${origin}/api/v2${path}`, { headers: { 'x-api-key': key } });
  return ((await response.json()) as { data: T }).data;
}
