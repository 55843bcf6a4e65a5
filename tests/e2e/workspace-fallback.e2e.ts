import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adCards, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { cardLabelsNow, openWorkspacePage, saveSearch, saveToNewBoard, waitForNewAds } from './support/workspace-steps';

/** Imports `file` with the Boards page's Import boards. */
async function importBoards(page: Page, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import boards' }).click();
  await (await chooser).setFiles(file);
}

const suite = explorerSuite({ ads: 1500, extensions: false, ingest: { intervalMs: 1000, batch: 12 } });

describe('the workspace on a service without the extensions (kept in the browser)', () => {
  it('says so, keeps boards across a reload and exports them, hides ads from the next search, and counts new ads itself', async () => {
    const { context, page } = await suite.open();
    const workspaceCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/api\/v2\/(boards|hidden|saved-searches)/.test(path)) workspaceCalls.push(path);
    });
    await page.goto(`${suite.origin}/platform_b`);
    await page.getByText('Your workspace is kept in this browser').waitFor();
    const card = adCards(page).first();
    const label = (await card.getAttribute('aria-label'))!;
    await saveToNewBoard(card, page, 'Local board');
    await card.getByRole('button', { name: /^Saved:/ }).waitFor();

    await page.reload();
    await openWorkspacePage(page, 'Boards');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export boards' }).click();
    // Saved as a copy: a download of the run's shared Chromium, reached through a connection, has no path here.
    const file = join(tmpdir(), `boards-${process.pid}.json`);
    await (await download).saveAs(file);
    const exported = JSON.parse(await readFile(file, 'utf8')) as { boards: { name: string; ads: unknown[] }[] };
    expect(exported.boards.map((b) => [b.name, b.ads.length])).toEqual([['Local board', 1]]);
    await page.getByRole('link', { name: 'Local board' }).click();
    expect(await adCards(page).first().getAttribute('aria-label')).toBe(label);
    expect(await page.getByRole('button', { name: 'Share' }).count()).toBe(0);

    await page.goto(`${suite.origin}/platform_b`);
    const second = adCards(page).nth(1);
    const hiddenLabel = (await second.getAttribute('aria-label'))!;
    await second.getByRole('button', { name: /^Hide:/ }).click();
    await page.getByRole('menuitem', { name: 'Hide this ad' }).click();
    await second.getByText('Ad hidden').waitFor();
    await expect
      .poll(async () => {
        await page.reload();
        await adCards(page).first().waitFor();
        return cardLabelsNow(page);
      }, POLL)
      .not.toContain(hiddenLabel);

    await page.goto(`${suite.origin}/mega`);
    await adCards(page).first().waitFor();
    await saveSearch(page, 'All platforms');
    await openWorkspacePage(page, 'Saved searches');
    expect(await waitForNewAds(page, 'All platforms')).toBeGreaterThan(0);
    expect(workspaceCalls).toEqual([]);

    // Another browser (a fresh context, so nothing kept) takes the boards in from the exported file.
    const other = await suite.open();
    await other.page.goto(`${suite.origin}/boards`);
    await other.page.getByText('No boards yet.', { exact: false }).waitFor();
    const notBoards = join(tmpdir(), `not-boards-${process.pid}.json`);
    await writeFile(notBoards, JSON.stringify({ hello: 'world' }));
    await importBoards(other.page, notBoards);
    await other.page.getByText('This file is not a boards export of Ads Explorer.').waitFor();
    await rm(notBoards);
    await importBoards(other.page, file);
    await other.page.getByText('Imported 1 board').waitFor();
    await other.page.getByRole('row', { name: /Local board\s*1/ }).waitFor();
    await other.page.getByRole('link', { name: 'Local board' }).click();
    expect(await adCards(other.page).first().getAttribute('aria-label')).toBe(label);
    await other.context.close();
    await context.close();
    await rm(file);
  });
});
