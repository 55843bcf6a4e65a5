import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adCards, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { expectShown } from './support/grid-expectations';

const suite = explorerSuite();

/** The scripts the page has requested so far, by file name (`assets/<name>-<hash>.js`; the hash is 8 characters and may hold `-`). */
function scriptLog(page: Page): () => string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/([^/]+)-[\w-]{8}\.js$/.exec(request.url());
    if (match) names.push(match[1]!);
  });
  return () => names;
}

/** The accessible name (`aria-label`) of the focused element, and whether it lies inside an open menu. */
function focused(page: Page) {
  return page.evaluate(() => ({
    label: document.activeElement?.getAttribute('aria-label') ?? null,
    inMenu: document.activeElement?.closest('[role="menu"]') !== null,
  }));
}

describe('menus and tooltips loaded on first use (v2)', () => {
  it('opens a menu first opened from the keyboard with the focus in it, and gives the focus back on close', async () => {
    const { context, page, searches } = await suite.open();
    const scripts = scriptLog(page);
    await expectShown(page, await searches.after(() => page.goto(`${suite.origin}/platform_b`)));
    const workspace = page.getByRole('banner').getByRole('button', { name: 'Workspace' });
    // The premise: the page came without the menu's code, and the button says it opens a menu.
    expect(scripts()).not.toContain('workspace-menu');
    expect(await workspace.getAttribute('aria-haspopup')).toBe('menu');
    expect(await workspace.getAttribute('aria-expanded')).toBe('false');

    await workspace.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    expect(scripts()).toContain('workspace-menu');
    await expect.poll(() => focused(page), POLL).toEqual({ label: null, inMenu: true });
    expect(await workspace.getAttribute('aria-expanded')).toBe('true');

    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page), POLL).toEqual({ label: 'Workspace', inMenu: false });

    // Opened again, the loaded menu behaves the same, and its items work.
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Boards' }).click();
    await page.waitForURL(/\/boards$/);
    await context.close();
  });

  it("opens a card's Hide menu on the first click, with the focus in it", async () => {
    const { context, page, searches } = await suite.open();
    const scripts = scriptLog(page);
    await expectShown(page, await searches.after(() => page.goto(`${suite.origin}/platform_b`)));
    expect(scripts()).not.toContain('hide-menu');

    const hide = adCards(page)
      .first()
      .getByRole('button', { name: /^Hide:/ });
    await hide.click();
    await page.getByRole('menuitem', { name: 'Hide this ad' }).waitFor();
    expect(scripts()).toContain('hide-menu');
    await expect.poll(async () => (await focused(page)).inMenu, POLL).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page)).label, POLL).toBe(await hide.getAttribute('aria-label'));
    await context.close();
  });

  it('shows a tooltip on the first hover and on keyboard focus, and hides it when the pointer leaves or on Esc', async () => {
    const { context, page, searches } = await suite.open();
    const scripts = scriptLog(page);
    await expectShown(page, await searches.after(() => page.goto(`${suite.origin}/platform_b`)));
    const header = page.getByRole('banner');
    // The premise: the page came without the tooltip's code.
    expect(scripts()).not.toContain('tooltip-at');
    expect(await page.getByRole('tooltip').count()).toBe(0);

    await header.getByRole('button', { name: 'Connection settings' }).hover();
    await page.getByRole('tooltip', { name: 'Connection settings' }).waitFor();
    expect(scripts()).toContain('tooltip-at');
    await page.mouse.move(0, 400);
    await page.getByRole('tooltip').waitFor({ state: 'detached' });

    // A card's stat: its tooltip says the exact number.
    const stat = adCards(page).first().getByRole('list', { name: 'Stats' }).getByRole('listitem').first();
    await stat.hover();
    await expect.poll(() => page.getByRole('tooltip').textContent(), POLL).toMatch(/^\w[\w ]*: [\d,]+$/);
    await page.mouse.move(0, 400);
    await page.getByRole('tooltip').waitFor({ state: 'detached' });

    await header.getByRole('button', { name: 'Workspace' }).focus();
    await page.keyboard.press('Tab');
    await page.getByRole('tooltip', { name: 'Copy a link that opens this tab with these filters' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    await context.close();
  });
});
