import type { Browser, CDPSession } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { startExplorerService } from '../e2e/support/explorer-service';
import { NAME_SHIM } from './name-shim';
import { loadLine } from './latency';
import { TargetTable } from './targets';
import { recordFirstRequests, vanillaFeedPage } from './vanilla-page';

/**
 * A steady scroll through 2,000 ads: the built explorer on the `mega` tab of a 2,000-ad catalogue,
 * in a 1920×1080 window, scrolled at 3,000 px/s (by elapsed time, so a slow frame jumps further,
 * as a real scroll would) until the end of results. Prints the most DOM elements at once, the JS
 * heap peak, long tasks (count, total, longest) while loading and while scrolling, frames per second
 * and how often the bottom of the window showed neither cards nor placeholders. Beside it, in
 * the same run, its baseline: a page with no framework that shows the same search's ads all at
 * once as plain articles (`vanillaFeedPage`), scrolled the same way, for what this browser and
 * machine do at the time with a feed that long. Needs `npm run build` first. Figures only:
 * nothing here asserts.
 */
const ADS = 2000;
const SPEED_PX_PER_S = 3000;
const TIME_CAP_MS = 240_000;
const MAX_ELEMENTS = 2000;
const MAX_HEAP_MB = 120;
/** A long task is one over 50 ms: none may happen while scrolling. */
const MAX_TASK_MS = 50;

interface ScrollFigures {
  seconds: number;
  frames: number;
  maxElements: number;
  emptyBottomFrames: number;
  loadLongTasks: number[];
  scrollLongTasks: number[];
  reachedEnd: boolean;
}

/** Runs in the page: scrolls to the end of results and measures as it goes. */
function scrollToEnd({ speed, cap }: { speed: number; cap: number }): Promise<ScrollFigures> {
  const tasks = (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks;
  const scrollStart = performance.now();
  const loadLongTasks = tasks.filter((task) => task.start < scrollStart).map((task) => task.duration);
  let frames = 0;
  let maxElements = 0;
  let emptyBottomFrames = 0;
  const feed = document.querySelector('[role="feed"]')!;
  const covered = (y: number) => {
    const x = feed.getBoundingClientRect().left + feed.getBoundingClientRect().width / 2;
    return document
      .elementsFromPoint(x, y)
      .some((element) =>
        element.closest('article, [aria-label="Loading ads"], [role="separator"], .mantine-Divider-root'),
      );
  };
  return new Promise((resolve) => {
    let last = performance.now();
    const step = (now: number) => {
      frames += 1;
      window.scrollBy(0, (speed * (now - last)) / 1000);
      last = now;
      if (frames % 15 === 0) maxElements = Math.max(maxElements, document.getElementsByTagName('*').length);
      const bottom = window.innerHeight;
      if (![bottom - 40, bottom - 160, bottom - 280].some(covered)) emptyBottomFrames += 1;
      const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      const reachedEnd = atEnd && document.body.textContent!.includes('End of results · ');
      if (reachedEnd || now - scrollStart > cap) {
        resolve({
          seconds: (now - scrollStart) / 1000,
          frames,
          maxElements,
          emptyBottomFrames,
          loadLongTasks,
          scrollLongTasks: tasks.filter((task) => task.start >= scrollStart).map((task) => task.duration),
          reachedEnd,
        });
      } else requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

/** Samples the JS heap through CDP every 250 ms until stopped; returns the peak in MB. */
function sampleHeap(cdp: CDPSession): { stop(): Promise<number> } {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const usage = await cdp.send('Runtime.getHeapUsage').catch(() => null);
      peak = Math.max(peak, usage?.usedSize ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return peak / 1024 / 1024;
    },
  };
}

function summary(durations: number[]): string {
  const total = durations.reduce((sum, d) => sum + d, 0);
  const max = durations.length ? Math.max(...durations) : 0;
  return `${durations.length} long tasks, ${total.toFixed(0)} ms in all, longest ${max.toFixed(0)} ms`;
}

/** What one page's scroll to the end measured. */
interface ScrollRun {
  figures: ScrollFigures;
  heapPeak: number;
  /** The page's own words on what it loaded ("… loaded", "End of results · …"). */
  loaded: string;
}

/** Opens `url` in a fresh 1920×1080 context, waits for its first ad, then scrolls it to the end. */
async function scrollRun(browser: Browser, url: string, page?: string): Promise<ScrollRun> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  try {
    if (page !== undefined)
      await context.route(url, (route) => route.fulfill({ contentType: 'text/html', body: page }));
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await tab.addInitScript(NAME_SHIM);
    await tab.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await tab.goto(url);
    await tab.getByRole('feed', { name: 'Ads' }).getByRole('article').first().waitFor({ timeout: 60_000 });
    const heap = sampleHeap(cdp);
    const figures = await tab.evaluate(scrollToEnd, { speed: SPEED_PX_PER_S, cap: TIME_CAP_MS });
    const heapPeak = await heap.stop();
    const loaded = await tab
      .getByText(/loaded|End of results/)
      .first()
      .textContent();
    return { figures, heapPeak, loaded: loaded?.trim() ?? '' };
  } finally {
    await context.close();
  }
}

const fps = (figures: ScrollFigures) => figures.frames / figures.seconds;

function report(name: string, { figures, loaded }: ScrollRun): void {
  console.log(`${name}, first ads painted: ${summary(figures.loadLongTasks)}`);
  console.log(
    `${name}, scrolled ${figures.reachedEnd ? 'to the end' : 'until the time cap'} in ${figures.seconds.toFixed(1)} s (${loaded}): ` +
      `${fps(figures).toFixed(1)} fps, ${summary(figures.scrollLongTasks)}`,
  );
}

const service = await startExplorerService({ ads: ADS });
const browser = await launchBrowser();
try {
  console.log(`Grid scroll: ${ADS} ads on mega at ${SPEED_PX_PER_S} px/s, 1920×1080 (${loadLine()})`);
  const explorer = await scrollRun(browser, `${service.origin}/mega`);
  report('explorer', explorer);
  const [search] = (await recordFirstRequests(browser, service.origin, '/mega')).filter((request) =>
    request.url.endsWith('/search'),
  );
  if (!search) throw new Error('The explorer sent no search on /mega');
  const vanilla = await scrollRun(browser, `${service.origin}/vanilla-feed`, vanillaFeedPage(search));
  report('vanilla feed, every ad at once', vanilla);
  const { figures, heapPeak } = explorer;
  const table = new TargetTable();
  table.atMost('DOM elements, most at once', figures.maxElements, MAX_ELEMENTS, 'nodes');
  table.atMost('JS heap peak', heapPeak, MAX_HEAP_MB, 'MB');
  table.atMost('longest task while scrolling', Math.max(0, ...figures.scrollLongTasks), MAX_TASK_MS, 'ms');
  table.holds(
    'frames with an empty bottom',
    `${figures.emptyBottomFrames} of ${figures.frames}`,
    'none',
    figures.emptyBottomFrames === 0,
  );
  table.info(
    'vanilla feed: fps, long tasks while scrolling, longest',
    `${fps(vanilla.figures).toFixed(1)}, ${vanilla.figures.scrollLongTasks.length}, ${Math.max(0, ...vanilla.figures.scrollLongTasks).toFixed(0)} ms`,
  );
  table.info('explorer fps / vanilla fps', `${(fps(figures) / fps(vanilla.figures)).toFixed(2)}`);
  table.print(`Grid scroll against its targets (${loadLine()})`);
} finally {
  await browser.close();
  await service.close();
}
