import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { ApiVersion } from '../../../src/contract/versions';
import { PageJournal } from './page-journal';
import { SearchRecorder } from './search-recorder';

/** Storage entry the explorer keeps its connection in (`src/app/connection/connection-storage.ts`). */
const CONNECTION_STORAGE_KEY = 'ads-explorer.connection';

/** Waits long enough for a loaded 2-core machine; nothing in the suite sleeps for a fixed time. */
const ACTION_TIMEOUT_MS = 30_000;

/** Options for vitest's `expect.poll` on page state, matching the action timeout. */
export const POLL = { timeout: ACTION_TIMEOUT_MS, interval: 100 };

/** A connection to seed through the explorer's own session storage, as its settings form would save it. */
export interface SeededConnection {
  version: ApiVersion;
  /** Default `demo-pro`. */
  apiKey?: string;
}

/** Options of `openExplorer`. */
export interface OpenExplorerOptions {
  /** Without it the explorer starts on its default: this origin's `/api/v2` with `demo-pro`. */
  connection?: SeededConnection;
  /** Lets the page read and write the clipboard. */
  clipboard?: boolean;
  /** The page's size in CSS pixels; default a 1280×900 desktop window. */
  viewport?: { width: number; height: number };
  /** The reader's system asks for less motion (`prefers-reduced-motion: reduce`). */
  reducedMotion?: boolean;
}

/** A fresh browser context (no storage, no cache) with one page whose searches are recorded. */
export interface ExplorerTab {
  context: BrowserContext;
  page: Page;
  searches: SearchRecorder;
  /** What the context's pages did, for the report of a test that fails. */
  journal: PageJournal;
}

/** Opens a fresh context on `origin`; call `context.close()` when done. Navigate with `page.goto`. */
export async function openExplorer(
  browser: Browser,
  origin: string,
  options: OpenExplorerOptions = {},
): Promise<ExplorerTab> {
  const viewport = options.viewport ?? { width: 1280, height: 900 };
  const context = await browser.newContext({
    viewport,
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
  });
  const journal = new PageJournal(context);
  if (options.clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  if (options.connection) {
    const settings = {
      baseUrl: `${origin}/api/${options.connection.version}`,
      apiKey: options.connection.apiKey ?? 'demo-pro',
      authMode: 'header',
      remember: false,
    };
    await context.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [
      CONNECTION_STORAGE_KEY,
      JSON.stringify(settings),
    ] as const);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return { context, page, searches: new SearchRecorder(page), journal };
}

/** The grid's ad cards (only rows near the viewport are mounted). */
export function adCards(page: Page): Locator {
  return page.getByRole('feed', { name: 'Ads' }).getByRole('article');
}

/** The filter navbar. */
export function filterPanel(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Filters' });
}

/** The ad detail drawer. */
export function adDrawer(page: Page): Locator {
  return page.getByRole('dialog', { name: /^Ad details/ });
}

/** The accessible names of the first `count` mounted ad cards, in grid order. */
export async function cardLabels(page: Page, count: number): Promise<string[]> {
  const labels = await adCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
  return labels.slice(0, count);
}

/** The `ad` parameter of the page's address, or null. */
export function openAdId(page: Page): number | null {
  const raw = new URL(page.url()).searchParams.get('ad');
  return raw === null ? null : Number(raw);
}

/** Puts `baseUrl` in Connection settings, waits until the form reads its layout as `version`, and saves. */
export async function connectTo(page: Page, baseUrl: string, version: ApiVersion): Promise<void> {
  await page.getByRole('button', { name: 'Connection settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Connection settings' });
  await settings.getByRole('textbox', { name: 'Base URL' }).fill(baseUrl);
  await settings.getByLabel(`API version ${version}`).waitFor();
  await settings.getByRole('button', { name: 'Save' }).click();
}
