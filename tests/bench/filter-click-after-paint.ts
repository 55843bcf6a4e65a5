import type { Browser, Locator, Page } from 'playwright-core';
import { watchFirstArticle } from './first-ad-watch';
import { NAME_SHIM } from './name-shim';

/** Runs in the page before its scripts: notes when each search request is sent. */
function watchSearches() {
  const sent: number[] = [];
  (window as unknown as { __searches: number[] }).__searches = sent;
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (/\/search$/.test(new URL(url, location.href).pathname)) sent.push(performance.now());
    return original(input, init);
  };
}

const firstAd = (page: Page) => page.evaluate(() => (window as unknown as { __firstAd?: number }).__firstAd);

/**
 * Ms from the first ad painted on `url` to the first search a filter click sends: from that
 * instant, the first unchecked option of the filter panel (`panelOf`) is clicked again and again,
 * as an impatient user would, until a search goes out. A fresh context (cold cache) each time.
 */
export async function firstPaintToFilterClick(
  browser: Browser,
  url: string,
  panelOf: (page: Page) => Locator,
): Promise<number> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(NAME_SHIM);
    await context.addInitScript(watchFirstArticle);
    await context.addInitScript(watchSearches);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __firstAd?: number }).__firstAd, null, {
      polling: 'raf',
      timeout: 60_000,
    });
    const painted = (await firstAd(page))!;
    const option = panelOf(page).getByRole('checkbox', { checked: false }).first();
    const searchAfter = () =>
      page.evaluate(
        (since) => (window as unknown as { __searches: number[] }).__searches.find((at) => at > since),
        painted,
      );
    for (let sent = await searchAfter(); sent === undefined; sent = await searchAfter()) {
      await option.click({ timeout: 50 }).catch(() => undefined);
    }
    return (await searchAfter())! - painted;
  } finally {
    await context.close();
  }
}
