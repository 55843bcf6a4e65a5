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

/**
 * Ms from the first ad painted on `url` to the search that a click on a filter option sends: the
 * first unchecked option of the filter panel (`panelOf`) is clicked once, with the mouse at its
 * label, as soon as the first ad is painted, as a user reaching for it at once would. A click the
 * page gets before it is hydrated counts from when it was made; its search leaves once the panel
 * is live. A fresh context (cold cache) each time.
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
    const panel = await panelOf(page).elementHandle({ timeout: 60_000 });
    const target = await page.waitForFunction(
      (element) => {
        if (!(window as unknown as { __firstAd?: number }).__firstAd) return undefined;
        const option = [...element.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find(
          (input) => !input.checked,
        );
        const box = (option?.labels?.[0] ?? option)?.getBoundingClientRect();
        return box && box.width > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : undefined;
      },
      panel,
      { polling: 'raf', timeout: 60_000 },
    );
    const { x, y } = (await target.jsonValue())!;
    await page.mouse.click(x, y);
    const painted = (await page.evaluate(() => (window as unknown as { __firstAd: number }).__firstAd))!;
    const sent = await page.waitForFunction(
      (since) => (window as unknown as { __searches: number[] }).__searches.find((at) => at > since),
      painted,
      { timeout: 60_000 },
    );
    return ((await sent.jsonValue()) as number) - painted;
  } finally {
    await context.close();
  }
}
