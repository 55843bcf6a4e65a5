import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { filterPanel, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { errorsOf } from './support/page-errors';
import { largestPixelDifference } from './support/pixel-difference';

const LINK = '/platform_b?gender=1&days_running=5..&language=es';

/** A field's control: a select's input, a date field's button. */
const CONTROL = '[role="combobox"], button[aria-haspopup]';

/** Opens the link, drawn by the server, and waits for the page to have hydrated it. */
async function openHydrated(page: Page, origin: string): Promise<void> {
  const response = await page.goto(`${origin}${LINK}`);
  expect(await response?.text()).toContain('id="server-page-state"');
  await page.locator('[role="feed"] [data-columns]').waitFor();
  await page.getByText(/ · (\d+|all) loaded$/).waitFor();
}

/** Whether React renders the element: the server's markup left as drawn is no element of React's. */
const rendered = (control: Locator) =>
  control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

/**
 * The fields still as the server drew them, each numbered (`data-field`) to be found once live; by
 * their controls' names, or ids without React's prefix.
 */
async function numberDrawnFields(page: Page): Promise<string[]> {
  return page.evaluate((control) => {
    const drawn = [...document.querySelectorAll('[data-drawn]')];
    drawn.forEach((field, index) => field.setAttribute('data-field', String(index)));
    return drawn.map((field) => {
      const element = field.querySelector(control);
      return element?.getAttribute('aria-label') ?? element?.id.replace(/^_R_[^_]+_/, '') ?? '';
    });
  }, CONTROL);
}

describe('the dropdown fields the server drew (selects, date fields), until first used', () => {
  const suite = explorerSuite({ serverRender: true });

  it('stay as drawn through hydration, and each becomes live when pointed at, looking the same', async () => {
    const { context, page } = await suite.open();
    const errors = errorsOf(page);
    await openHydrated(page, suite.origin);
    // The premise: hydrated, the panel's and the toolbar's dropdown fields are the server's markup.
    const names = await numberDrawnFields(page);
    expect(names).toEqual(['Term kind', 'countries', 'language', 'first_seen', 'last_seen', 'sort']);
    for (let index = 0; index < names.length; index++) {
      const field = page.locator(`[data-field="${index}"]`);
      // Locators find their element anew at each use: the control and the field's root, drawn, then live.
      const control = field.locator(CONTROL).first();
      const root = field.locator('> *').first();
      expect(await rendered(control)).toBe(false);
      const look = await root.screenshot(); // scrolled into view, to stay
      const box = await root.boundingBox();

      await control.hover();
      await expect.poll(() => field.getAttribute('data-drawn'), POLL).toBeNull();
      expect(await rendered(control)).toBe(true);
      await page.mouse.move(0, 0);
      expect(await root.boundingBox()).toEqual(box);
      const now = await root.screenshot();
      expect(await largestPixelDifference(context, look, now), names[index]).toBeLessThanOrEqual(8);
    }
    // Live, a select opens on its first click.
    await filterPanel(page).getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'French' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('becomes live when the focus reaches it, keeps the focus, and opens from the keyboard', async () => {
    const { context, page } = await suite.open();
    await openHydrated(page, suite.origin);
    const language = filterPanel(page).getByRole('combobox', { name: 'Language' });
    expect(await rendered(language)).toBe(false);

    await language.focus();
    // The focused element is one React renders: the mounted field's, not the markup it replaced.
    const focusedRendered = () =>
      page.evaluate(() => Object.keys(document.activeElement ?? {}).some((key) => key.startsWith('__reactFiber')));
    await expect.poll(focusedRendered, POLL).toBe(true);
    expect(await rendered(language)).toBe(true);
    await expect.poll(() => language.evaluate((element) => element === document.activeElement), POLL).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.getByRole('listbox').getByRole('option', { name: 'French' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await context.close();
  });

  it('shows a change made before its first use: Clear all empties the language the link chose', async () => {
    const { context, page, searches } = await suite.open();
    await openHydrated(page, suite.origin);
    const language = filterPanel(page).getByRole('combobox', { name: 'Language' });
    // The premise: the field is as drawn, with the link's language.
    expect(await rendered(language)).toBe(false);
    expect(await language.inputValue()).toBe('Spanish');

    const cleared = await searches.after(() =>
      filterPanel(page).getByRole('button', { name: 'Clear all', exact: true }).click(),
    );
    expect(cleared.body.language).toBeUndefined();
    await expect.poll(() => language.inputValue(), POLL).toBe('');
    expect(await language.getAttribute('placeholder')).toBe('Any language');
    expect(await rendered(language)).toBe(true);
    await context.close();
  });
});
