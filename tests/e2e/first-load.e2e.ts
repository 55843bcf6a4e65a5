import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adCards, filterPanel } from './support/explorer-page';
import { DIST_DIR } from './support/explorer-service';
import { explorerSuite } from './support/explorer-suite';
import { firstLoad } from './support/first-load';
import { isSearchRequest } from './support/search-recorder';

/**
 * Gzip KB the built explorer's first load may weigh: the 160 KB of scripts the speed targets ask
 * for, and about what the styles weigh now, lowered as the load shrinks, never raised to let a
 * change through. `tests/bench/bundle-size.ts` lists what makes it up.
 */
const BUDGET_KB = { scripts: 160, styles: 24.5 };

describe("the explorer's first load", () => {
  it('stays within its budget of scripts and styles', () => {
    const load = firstLoad(DIST_DIR);
    // The premise: the build's index.html names its scripts and styles.
    expect(load.scripts.length).toBeGreaterThan(1);
    expect(load.styles.length).toBeGreaterThan(0);
    expect(load.scriptKb).toBeLessThanOrEqual(BUDGET_KB.scripts);
    expect(load.styles.reduce((sum, style) => sum + style.kb, 0)).toBeLessThanOrEqual(BUDGET_KB.styles);
  });
});

/** A request of `context` held back until `release()`: the premise a test of "meanwhile" proves first. */
function hold(context: BrowserContext, url: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let seen = () => {};
  const requested = new Promise<void>((resolve) => (seen = resolve));
  const state = { released: false };
  void context.route(url, async (route) => {
    seen();
    await released;
    await route.continue();
  });
  return {
    requested,
    get released() {
      return state.released;
    },
    release() {
      state.released = true;
      release();
    },
  };
}

describe('a cold load of a link', () => {
  const suite = explorerSuite();
  const LINK = '/platform_b?gender=1&days_running=5..';

  it('sends its search while the capabilities are still unanswered', async () => {
    const { context, page } = await suite.open();
    const held = hold(context, /\/api\/v2\/capabilities$/);
    try {
      const search = page.waitForRequest(isSearchRequest);
      await page.goto(`${suite.origin}${LINK}`);
      await held.requested;
      expect((await search).postDataJSON()).toMatchObject({ gender: [1], days_running: [5, null] });
      expect(held.released).toBe(false);
    } finally {
      held.release();
      await context.close();
    }
  });

  it('paints in the reader’s colour scheme before any of its code runs, by the one inline script its policy allows', async () => {
    const { context, page } = await suite.open();
    try {
      await context.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
      const withheld: string[] = [];
      page.on('requestfailed', (request) => withheld.push(request.url()));
      await context.addInitScript(() => {
        window.addEventListener('securitypolicyviolation', (event) => {
          document.documentElement.dataset.violated = event.violatedDirective;
        });
      });
      const scheme = () => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(`${suite.origin}${LINK}`);
      // The premise: the explorer's own scripts never ran.
      expect(withheld.length).toBeGreaterThan(0);
      expect(await scheme()).toBe('dark');
      // A scheme the reader chose wins over the system's.
      await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'light'));
      await page.reload();
      expect(await scheme()).toBe('light');
      expect(await page.evaluate(() => document.documentElement.dataset.violated ?? null)).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('shows its first ads while the filter panel’s and widgets’ code is still loading', async () => {
    const { context, page } = await suite.open();
    const held = hold(context, /\/assets\/(FilterPanel|filter-widget|registry)-[^/]+\.js$/);
    try {
      await page.goto(`${suite.origin}${LINK}`);
      await held.requested;
      await adCards(page).first().waitFor();
      expect(await filterPanel(page).getByRole('status', { name: 'Loading filters' }).count()).toBe(1);
      expect(held.released).toBe(false);
      held.release();
      await filterPanel(page).getByRole('status', { name: 'Loading filters' }).waitFor({ state: 'detached' });
    } finally {
      held.release();
      await context.close();
    }
  });
});
