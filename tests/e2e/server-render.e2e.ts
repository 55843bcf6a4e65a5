import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BROWSER_RENDERS_COOKIE } from '../../src/contract/page-rendering';
import { POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { errorsOf } from './support/page-errors';

const LINK = '/platform_b?gender=1&days_running=5..';

const ads = (page: Page) => page.getByRole('feed', { name: 'Ads' }).getByRole('article');

/** The window sizes a rendered page is held to: a desktop's and a phone's. */
const VIEWPORTS = [
  { width: 1350, height: 940 },
  { width: 390, height: 844 },
];

/**
 * Runs in the page before its scripts: once the document is parsed, notes each element taken out
 * of the one `selector` finds, by its label or the start of its text.
 */
function watchRemovals(selector: string) {
  const removed: string[] = [];
  (window as unknown as { __removed: string[] }).__removed = removed;
  const watch = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.removedNodes)
        if (node instanceof Element)
          removed.push(node.getAttribute('aria-label') ?? node.textContent?.slice(0, 60) ?? node.tagName);
  });
  document.addEventListener('DOMContentLoaded', () => {
    const watched = document.querySelector(selector);
    if (watched) watch.observe(watched, { childList: true, subtree: true });
  });
}

/** What `watchRemovals` noted so far. */
const removedFrom = (page: Page) =>
  page.evaluate(() => (window as unknown as { __removed: string[] }).__removed.slice());

describe('a link rendered on the server, as npm start serves it', () => {
  const suite = explorerSuite({ serverRender: true });

  it('shows its first ads in the page itself, then hydrates them without a search or a mismatch', async () => {
    const { context, page, searches } = await suite.open();
    const errors = errorsOf(page);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(`${suite.origin}${LINK}`);
    const html = (await response?.text()) ?? '';
    // The premise: the document itself carries the first screen's ads and the answers behind them.
    expect(html).toContain('id="server-page-state"');
    // The stylesheet is in the head; its link stays, disabled, and is never fetched (checked below).
    const pageStylesheet = /<link disabled rel="stylesheet"[^>]*href="([^"]+)"/.exec(html)?.[1];
    expect(pageStylesheet).toMatch(/^\/assets\/.+\.css$/);
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('<div id="root">'));
    const titles = [...html.matchAll(/<article[^>]* aria-label="([^"]+)"/g)].map((match) => match[1]);
    expect(titles.length).toBeGreaterThanOrEqual(4);
    expect(html.indexOf('<script type="module"')).toBeGreaterThan(html.indexOf('id="server-page-state"'));
    // The scripts it asks for after its first paint are a few files, not a chunk per shared module:
    // the page's own (the runtime, React, the entry) and the first screen's parts and their code.
    const template = /<template id="page-scripts">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    const scripts = [...template.matchAll(/ (?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    expect(scripts.length, scripts.join(' ')).toBeLessThanOrEqual(9);

    // Hydrated: the window's rows take over the first screen's cards, with every ad of page 1.
    await page.locator('[role="feed"] [data-columns]').waitFor();
    await expect.poll(() => ads(page).first().getAttribute('aria-label'), POLL).toBe(titles[0]);
    await page.getByText(/ · 18 loaded$/).waitFor();
    expect(searches.requested).toBe(0);
    // Its scripts were asked for once the page had painted, not while its markup was styled. The
    // paint's `startTime` is when the frame reached the screen, which a loaded machine delays past
    // the loader's task; `paintTime` is when the main thread painted it, the loader's contract.
    const { firstPaint, firstScript } = await page.evaluate(() => ({
      firstPaint:
        (performance.getEntriesByName('first-paint')[0] as (PerformanceEntry & { paintTime?: number }) | undefined)
          ?.paintTime ?? Number.NaN,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(firstScript).toBeGreaterThan(firstPaint);

    // And it works: a card opens its ad, Esc closes it.
    await ads(page).first().click();
    await page.getByRole('dialog').getByText(titles[0]!).first().waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count(), POLL).toBe(0);
    // The drawer's lazy parts list the page's stylesheet too: their loader saw it was there.
    expect(stylesheets).not.toContain(pageStylesheet);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('apple-system');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(VIEWPORTS)(
    'keeps what the server drew where it is through hydration at $width px: no layout shift',
    async (viewport) => {
      const { context, page } = await suite.open({ viewport });
      await context.addInitScript(() => {
        const shifts: { value: number; sources: string[] }[] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            const sources = entry.sources.map(
              (source) => (source.node as Element | null)?.outerHTML.slice(0, 120) ?? '',
            );
            shifts.push({ value: entry.value, sources });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const response = await page.goto(`${suite.origin}${LINK}`);
      // The premise: the server drew the first screen, and the page then hydrated with every part of it.
      expect(await response?.text()).toContain('id="server-page-state"');
      await page.getByText(/ · 18 loaded$/).waitFor();
      await page.locator('[data-histogram-chart]').waitFor();
      // Time for the rest of what loads after hydration (lazy parts, their styles) to arrive.
      await page.waitForTimeout(2_000);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number }[] }).__shifts);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.005);
      await context.close();
    },
  );

  it.each(VIEWPORTS)(
    'keeps the cards the server drew through hydration at $width px: the rows add to them',
    async (viewport) => {
      const { context, page } = await suite.open({ viewport });
      // The grid around the feed: a feed drawn anew would be taken out of it.
      await context.addInitScript(watchRemovals, '[data-density]:has(> [role="feed"])');
      const response = await page.goto(`${suite.origin}${LINK}`);
      const drawn = [...((await response?.text()) ?? '').matchAll(/<article[^>]* aria-label="([^"]+)"/g)];
      // The premise: the server drew the first screen's cards, and the window's rows took them over.
      expect(drawn.length).toBeGreaterThanOrEqual(4);
      await page.locator('[role="feed"] [data-columns]').waitFor();
      await page.getByText(/ · 18 loaded$/).waitFor();
      await page.locator('[data-histogram-chart]').waitFor();
      expect(await removedFrom(page)).toEqual([]);
      // The watch sees the feed: scrolled to its end, the rows let the first cards go.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(async () => (await removedFrom(page)).length, POLL).toBeGreaterThan(0);
      await context.close();
    },
  );

  it('keeps the ids the server gave its inputs through hydration: none is drawn again for a new one', async () => {
    const { context, page } = await suite.open();
    const response = await page.goto(`${suite.origin}${LINK}`);
    const html = (await response?.text()) ?? '';
    // The premise: the server drew the filter panel's inputs, each with its id.
    const drawn = [...html.matchAll(/<input[^>]* id="([^"]+)"/g)].map((match) => match[1]);
    expect(drawn.length).toBeGreaterThan(20);
    await page.getByText(/ · 18 loaded$/).waitFor();
    await page.locator('[role="feed"] [data-columns]').waitFor();
    // Hydrated: every one of them is still in the page.
    const gone = await page.evaluate((ids) => ids.filter((id) => !document.getElementById(id!)), drawn);
    expect(gone).toEqual([]);
    await context.close();
  });

  it('hydrates the filter panel where the server drew it: no field is taken out and drawn again', async () => {
    const { context, page } = await suite.open();
    await context.addInitScript(watchRemovals, 'nav[aria-label="Filters"]');
    const response = await page.goto(`${suite.origin}${LINK}`);
    // The premise: the server drew the panel with its date pickers, whose code loads apart from the page's.
    expect(await response?.text()).toMatch(/<nav[^>]*aria-label="Filters"[\s\S]*mantine-DatePickerInput-root/);
    await page.getByText(/ · 18 loaded$/).waitFor();
    await page.locator('[data-histogram-chart]').waitFor();
    await page.waitForTimeout(1_000);
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll('.mantine-DatePickerInput-root').length))
      .toBe(2);
    expect(await removedFrom(page)).toEqual([]);
    await context.close();
  });

  it('leaves the page to the browser once it has settings of its own', async () => {
    const { context, page, searches } = await suite.open({ connection: { version: 'v2', apiKey: 'demo-free' } });
    const errors = errorsOf(page);
    // The first visit with saved settings still gets the default's page; the browser replaces it.
    let html = '';
    const first = await searches.after(async () => {
      const response = await page.goto(`${suite.origin}${LINK}`);
      html = (await response?.text()) ?? '';
    });
    expect(html).toContain('id="server-page-state"');
    await expect.poll(() => ads(page).first().getAttribute('aria-label'), POLL).toBeTruthy();
    expect(first.answer.ids.length).toBeGreaterThan(0);
    const cookies = await context.cookies(suite.origin);
    expect(cookies.find((cookie) => cookie.name === BROWSER_RENDERS_COOKIE)?.value).toBe('browser');

    // From then on the server sends the bare page, and the browser searches with its own key.
    const again = await searches.after(async () => {
      const response = await page.reload();
      html = (await response?.text()) ?? '';
    });
    expect(html).not.toContain('id="server-page-state"');
    expect(html).not.toContain('<article');
    expect(again.answer.ids).toEqual(first.answer.ids);
    expect(errors).toEqual([]);
    await context.close();
  });
});
