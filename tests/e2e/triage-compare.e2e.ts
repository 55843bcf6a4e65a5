import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adCards, cardLabels, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { ownAccountKey, workspaceApi } from './support/workspace-steps';

const suite = explorerSuite();

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
const compareParam = (page: Page) => new URL(page.url()).searchParams.get('compare');

describe('keyboard triage and compare', () => {
  it('compares two ads selected from the keyboard, and the link keeps them through a reload', async () => {
    const { context, page } = await suite.open();
    await page.goto(`${suite.origin}/platform_a`);
    await adCards(page).nth(3).waitFor();
    const [first, second, third] = await cardLabels(page, 3);
    // Premise: nothing is picked and no card has focus.
    expect(compareParam(page)).toBeNull();
    expect(await focusedLabel(page)).not.toBe(first);

    await page.keyboard.press('j');
    await expect.poll(() => focusedLabel(page), POLL).toBe(first);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect.poll(() => focusedLabel(page), POLL).toBe(third);
    await page.keyboard.press('k');
    await expect.poll(() => focusedLabel(page), POLL).toBe(second);
    await page.keyboard.press('x');
    await page.keyboard.press('k');
    await page.keyboard.press('x');
    await expect.poll(() => page.getByRole('status').filter({ hasText: '2 selected' }).count(), POLL).toBe(1);
    // The selection is not the link's: c makes the two selected ads the ads to compare.
    expect(compareParam(page)).toBeNull();
    await page.keyboard.press('c');
    await expect.poll(() => compareParam(page), POLL).toMatch(/^platform_a:\d+,platform_a:\d+$/);
    const view = page.getByRole('dialog', { name: 'Compare ads' });
    const headers = view.getByRole('table', { name: 'Compared ads' }).getByRole('columnheader');
    await expect
      .poll(() => headers.allInnerTexts(), POLL)
      .toEqual(['2 ads', expect.stringContaining(second!), expect.stringContaining(first!)]);
    await expect.poll(() => view.getByRole('region', { name: 'Daily impressions' }).count(), POLL).toBe(1);

    const link = page.url();
    await page.reload();
    expect(page.url()).toBe(link);
    const tray = page.getByRole('region', { name: 'Compare' });
    await expect.poll(() => tray.innerText(), POLL).toContain('2 of 4 ads to compare');
    await tray.getByRole('button', { name: 'Open compare' }).click();
    await expect
      .poll(() => headers.allInnerTexts(), POLL)
      .toEqual(['2 ads', expect.stringContaining(second!), expect.stringContaining(first!)]);
    await context.close();
  });

  it('never fires triage keys while typing in the search box', async () => {
    const { context, page } = await suite.open();
    await page.goto(`${suite.origin}/platform_a`);
    await adCards(page).first().waitFor();
    const box = page.locator('[data-search-box]');
    await box.waitFor();
    // Premise: focus is on the page, not in a field.
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(false);
    await page.keyboard.press('/');
    await expect.poll(() => box.evaluate((el) => el === document.activeElement), POLL).toBe(true);
    await page.keyboard.type('jkxo?c');
    expect(await box.inputValue()).toBe('jkxo?c');
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(compareParam(page)).toBeNull();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('saves the focused ad with s and hides the next with h, saying so', async () => {
    const { context, page } = await suite.open();
    const api = (path: string) => workspaceApi<unknown>(page, suite.origin, path);
    await page.goto(`${suite.origin}/platform_a`);
    await adCards(page).nth(1).waitFor();
    const [first, second] = await cardLabels(page, 2);
    // Premise: this browser has no workspace yet, so no board and nothing hidden.
    expect(await ownAccountKey(page)).toBeUndefined();

    await page.keyboard.press('j');
    await expect.poll(() => focusedLabel(page), POLL).toBe(first);
    await page.keyboard.press('s');
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: /^Saved to / })
            .count(),
        POLL,
      )
      .toBe(1);
    const { boards } = (await api('/boards')) as { boards: { name: string; ads_count: number }[] };
    expect(boards).toEqual([expect.objectContaining({ ads_count: 1 })]);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: `Saved to ${boards[0]!.name}` })
        .count(),
    ).toBe(1);

    await page.keyboard.press('j');
    await expect.poll(() => focusedLabel(page), POLL).toBe(second);
    await page.keyboard.press('h');
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: /^Ad hidden/ })
            .count(),
        POLL,
      )
      .toBe(1);
    const hidden = (await api('/hidden')) as { ads: { title: string }[] };
    expect(hidden.ads.map((ad) => ad.title)).toEqual([second]);
    await context.close();
  });
});
