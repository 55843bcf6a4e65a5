import type { Browser } from 'playwright-core';
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
 * Runs in the page before its scripts: as soon as the first ad and the first unchecked box of the
 * filter panel (`panel`, a selector) are in the page, asks the bench (`__clickAt`) for a mouse
 * click at the box's label, as a user reaching for it at once would.
 */
function askForClick(panel: string) {
  const optionOf = () =>
    [...document.querySelectorAll<HTMLInputElement>(`${panel} input[type="checkbox"]`)].find((input) => !input.checked);
  const observer = new MutationObserver(() => {
    const option = optionOf();
    if (!document.querySelector('[role="feed"] article') || !option) return;
    observer.disconnect();
    const box = (option.labels?.[0] ?? option).getBoundingClientRect();
    void (window as unknown as { __clickAt(x: number, y: number): Promise<void> }).__clickAt(
      box.x + box.width / 2,
      box.y + box.height / 2,
    );
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Ms from the first ad painted on `url` to the search that a click on a filter option sends: the
 * first unchecked box of the filter panel (`panel`, a selector) is clicked once, at its label, as
 * soon as it is in the page with the first ad. The page asks for the click itself, and the button
 * goes down and up without waiting for a busy page to take the press, so nothing of the bench's
 * stands between the paint and the click. A click the page gets before it is hydrated counts
 * from when it was made; its search leaves once the panel is live. A fresh context (cold cache)
 * each time.
 */
export async function firstPaintToFilterClick(browser: Browser, url: string, panel: string): Promise<number> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(NAME_SHIM);
    await context.addInitScript(watchFirstArticle);
    await context.addInitScript(watchSearches);
    await context.addInitScript(askForClick, panel);
    const page = await context.newPage();
    const input = await context.newCDPSession(page);
    await page.exposeBinding('__clickAt', (_source, x: number, y: number) => {
      const event = { x, y, button: 'left', clickCount: 1 } as const;
      return Promise.all([
        input.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...event }),
        input.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...event }),
      ]);
    });
    await page.goto(url, { waitUntil: 'commit' });
    const painted = await page.waitForFunction(() => (window as unknown as { __firstAd?: number }).__firstAd, null, {
      polling: 'raf',
      timeout: 60_000,
    });
    const since = (await painted.jsonValue()) as number;
    const sent = await page.waitForFunction(
      (after) => (window as unknown as { __searches: number[] }).__searches.find((at) => at > after),
      since,
      { timeout: 60_000 },
    );
    return ((await sent.jsonValue()) as number) - since;
  } finally {
    await context.close();
  }
}
