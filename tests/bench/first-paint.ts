import type { BrowserContext } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { startExplorerService } from '../e2e/support/explorer-service';
import { loadLine, percentile } from './latency';
import { NAME_SHIM } from './name-shim';
import { watchFirstArticle } from './first-ad-watch';
import { recordFirstRequests, vanillaPage } from './vanilla-page';

/**
 * Load → first ad painted: the built explorer on a saved link (its first screen rendered on the
 * server, as `npm start` serves it) against a minimal vanilla page that sends the same two
 * requests (the catalogue's filters and the first search, recorded from the explorer) and renders
 * the ads as plain articles. Beside them, the floor of the explorer's own first screen: the page
 * the server rendered for the link, answered at once with its scripts taken out, so what it costs
 * is only its markup and styles being parsed, laid out and painted. Each run is a fresh browser
 * context (cold cache), on localhost and with 40 ms round trips at 10 Mbit/s emulated. The paint
 * instant is the end of the frame in which the first ad article appears (its style, layout and
 * paint done), observed the same way on both pages. Beside each median, where the time went
 * (medians of each phase: the document received, the scripts asked for before the first ad
 * received (none for a page the server rendered), the search sent and answered, the first ad
 * painted). Needs `npm run build` first. Figures only: nothing here asserts.
 */
const RUNS = Number(process.env.RUNS ?? 7);
const LINK = '/platform_b?gender=1&days_running=5..';
const TARGET_RATIO = 1.25;
const NETWORKS = [
  { name: 'localhost', latency: 0, bytesPerSecond: -1 },
  { name: '40 ms RTT, 10 Mbit/s', latency: 40, bytesPerSecond: 10_000_000 / 8 },
];
type Network = (typeof NETWORKS)[number];

/** The server's page for `url` without its scripts: the explorer's first screen as static markup and styles. */
async function staticFirstScreen(url: string): Promise<string> {
  const html = await (await fetch(url)).text();
  return html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/** The median of the runs that had a value (a phase a page skips is NaN), or NaN when none had. */
function median(values: number[]): number {
  const had = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return had.length > 0 ? percentile(had, 50) : Number.NaN;
}

/** Where a load's time went, in ms from navigation: see {@link phasesOf}. */
interface Phases {
  /** The document received (with the first screen's markup when the server rendered it). */
  page: number;
  /** The last script asked for before the first search (or the first ad) received. */
  scripts: number;
  /** The first search sent, and its answer received. */
  searchSent: number;
  searchAnswered: number;
  /** The first ad painted. */
  firstAd: number;
}

/** Runs in the page once the first ad is painted: the phases of its load, from its resource timing. */
function phasesOf(): Phases {
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const search = resources.find((entry) => /\/search$/.test(new URL(entry.name).pathname));
  const firstAd = (window as unknown as { __firstAd: number }).__firstAd;
  const scripts = resources.filter(
    (entry) => entry.name.endsWith('.js') && entry.startTime < (search?.startTime ?? firstAd),
  );
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return {
    page: navigation?.responseEnd ?? NaN,
    // None when the page asked for no script before its first ad (a page the server rendered asks
    // after its first paint).
    scripts: scripts.length > 0 ? Math.max(...scripts.map((entry) => entry.responseEnd)) : Number.NaN,
    searchSent: search?.startTime ?? NaN,
    searchAnswered: search?.responseEnd ?? NaN,
    firstAd,
  };
}

async function loadPhases(context: BrowserContext, network: Network, url: string): Promise<Phases> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latency,
    downloadThroughput: network.bytesPerSecond,
    uploadThroughput: network.bytesPerSecond,
  });
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __firstAd?: number }).__firstAd, null, {
    timeout: 60_000,
  });
  return page.evaluate(phasesOf);
}

const service = await startExplorerService({ ads: 2500, serverRender: true });
const browser = await launchBrowser();
try {
  const requests = await recordFirstRequests(browser, service.origin, LINK);
  // The vanilla page and the static first screen are answered without a round trip: if anything,
  // those baselines are faster.
  const answered = { vanilla: vanillaPage(requests), static: await staticFirstScreen(`${service.origin}${LINK}`) };
  const replayed = requests.map((r) => `${r.method} ${new URL(r.url).pathname}`).join(', ');
  console.log(`First ad painted on ${LINK}, median of ${RUNS} cold runs (${loadLine()}); vanilla sends ${replayed}`);
  for (const network of NETWORKS) {
    const runs = { explorer: [] as Phases[], vanilla: [] as Phases[], static: [] as Phases[] };
    for (let run = 0; run <= RUNS; run++) {
      for (const kind of ['explorer', 'vanilla', 'static'] as const) {
        const context = await browser.newContext();
        await context.addInitScript(NAME_SHIM);
        await context.addInitScript(watchFirstArticle);
        const url = kind === 'explorer' ? `${service.origin}${LINK}` : `${service.origin}/__${kind}`;
        if (kind !== 'explorer') {
          await context.route(url, (route) => route.fulfill({ contentType: 'text/html', body: answered[kind] }));
        }
        const phases = await loadPhases(context, network, url);
        await context.close();
        // The first round warms the service and the disk cache of the machine, not the browser's.
        if (run > 0) runs[kind].push(phases);
      }
    }
    const phase = (kind: keyof typeof runs, name: keyof Phases) => median(runs[kind].map((phases) => phases[name]));
    const explorer = phase('explorer', 'firstAd');
    const vanilla = phase('vanilla', 'firstAd');
    console.log(
      `  ${network.name.padEnd(22)} explorer ${explorer.toFixed(0)} ms, vanilla ${vanilla.toFixed(0)} ms: ` +
        `${(explorer / vanilla).toFixed(2)}× (target ≤ ${TARGET_RATIO}×)`,
    );
    // A page rendered on the server sends no search: its phases read "none".
    const at = (kind: keyof typeof runs, name: keyof Phases) => {
      const value = phase(kind, name);
      return Number.isNaN(value) ? 'none' : value.toFixed(0);
    };
    const where = (kind: keyof typeof runs) =>
      `page in ${at(kind, 'page')}, scripts in ${at(kind, 'scripts')}, search sent ${at(kind, 'searchSent')}, ` +
      `answered ${at(kind, 'searchAnswered')}, first ad ${at(kind, 'firstAd')}`;
    console.log(`    explorer: ${where('explorer')} ms`);
    console.log(`    vanilla:  ${where('vanilla')} ms`);
    const floor = phase('static', 'firstAd');
    console.log(
      `    the explorer's first screen as static markup and styles (no server work, no scripts): ` +
        `${floor.toFixed(0)} ms, ${(floor / vanilla).toFixed(2)}× vanilla`,
    );
  }
} finally {
  await browser.close();
  await service.close();
}
