import { launchBrowser } from '../e2e/support/browser';
import { startExplorerService } from '../e2e/support/explorer-service';
import { listen } from '../../src/service/http/listen';
import { freshCloneStart } from './fresh-clone-start';
import { firstPaintToFilterClick } from './filter-click-after-paint';
import { loadLine, percentile } from './latency';
import { formatFigures, formatGroups, medianFigures, PRESETS, type Preset } from './lighthouse-runs';
import { TargetTable } from './targets';
import { recordFirstRequests, vanillaPage } from './vanilla-page';

/**
 * The first seconds of a saved link, as `npm start` serves it: Lighthouse 12's performance score,
 * total blocking time, layout shift, largest contentful paint and main-thread work, desktop and
 * mobile presets, median of `LIGHTHOUSE_RUNS` (3), beside a vanilla page that sends the same
 * requests in the same run; the time from the first ad painted to a filter click that sends its
 * search; and `npm start` on a fresh clone, to its first page. Needs `npm run build` first.
 * Figures only: nothing here asserts.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CLICK_RUNS = Number(process.env.RUNS ?? 5);
const LINK = '/platform_b?gender=1&days_running=5..';

/** The targets of the first seconds, per preset. */
const TARGETS: Record<Preset, { score: number; tbt: number; cls: number; mainThread?: number }> = {
  desktop: { score: 95, tbt: 150, cls: 0.02, mainThread: 1000 },
  mobile: { score: 85, tbt: 600, cls: 0.02 },
};

const targets = new TargetTable();
const service = await startExplorerService({ ads: 2500, serverRender: true });
const browser = await launchBrowser();
try {
  // The vanilla page, on an origin of its own that forwards every other request to the service,
  // so its requests are same-origin as the explorer's.
  const vanilla = vanillaPage(
    (await recordFirstRequests(browser, service.origin, LINK)).map((request) => ({
      ...request,
      url: new URL(request.url).pathname,
    })),
  );
  const forwarding = await listen(
    async (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/') return new Response(vanilla, { headers: { 'content-type': 'text/html' } });
      const body = request.method === 'GET' ? undefined : await request.arrayBuffer();
      const answer = await fetch(`${service.origin}${url.pathname}${url.search}`, {
        method: request.method,
        headers: request.headers,
        body,
      });
      // fetch has decoded the body: it goes on without its encoding and length.
      const headers = new Headers(answer.headers);
      headers.delete('content-encoding');
      headers.delete('content-length');
      return new Response(answer.body, { status: answer.status, headers });
    },
    0,
    '127.0.0.1',
  );
  try {
    for (const preset of Object.keys(PRESETS) as Preset[]) {
      console.log(`\nLighthouse ${preset}, median of ${RUNS} (${loadLine()})`);
      const explorer = await medianFigures(`${service.origin}${LINK}`, preset, RUNS);
      const baseline = await medianFigures(`http://127.0.0.1:${forwarding.port}/`, preset, RUNS);
      console.log(formatFigures(`explorer ${LINK.split('?')[0]}`, explorer));
      console.log(formatFigures('vanilla, same requests', baseline));
      console.log(`main-thread work by group, medians of ${RUNS}:`);
      console.log(formatGroups('  explorer', explorer));
      console.log(formatGroups('  vanilla', baseline));
      const goal = TARGETS[preset];
      targets.atLeast(`Lighthouse ${preset}: performance score`, explorer.score, goal.score, '');
      targets.atMost(`Lighthouse ${preset}: total blocking time`, explorer.tbt, goal.tbt, 'ms');
      targets.atMost(`Lighthouse ${preset}: layout shift`, explorer.cls, goal.cls, '', 3);
      if (goal.mainThread)
        targets.atMost(`Lighthouse ${preset}: main-thread work`, explorer.mainThread, goal.mainThread, 'ms');
      targets.info(
        `Lighthouse ${preset}: vanilla score, TBT`,
        `${baseline.score.toFixed(0)}, ${baseline.tbt.toFixed(0)} ms`,
      );
    }
  } finally {
    await forwarding.close();
  }

  const clicks: number[] = [];
  for (let run = 0; run < CLICK_RUNS; run++) {
    clicks.push(await firstPaintToFilterClick(browser, `${service.origin}${LINK}`, 'nav[aria-label="Filters"]'));
  }
  clicks.sort((a, b) => a - b);
  console.log(
    `\nFirst ad painted → a filter click that sends its search, median of ${CLICK_RUNS}: ${percentile(clicks, 50).toFixed(0)} ms (${loadLine()})`,
  );
  targets.atMost('First ad painted → working filter click, median', percentile(clicks, 50), 300, 'ms');
} finally {
  await browser.close();
  await service.close();
}

const start = await freshCloneStart();
console.log(
  `\nnpm start on a fresh clone (installed packages linked): first page after ${(start.firstPageMs / 1000).toFixed(1)} s, creating the database ${(start.creatingMs / 1000).toFixed(1)} s, seeding ${(start.seedingMs / 1000).toFixed(1)} s (${loadLine()})`,
);
targets.atMost('Fresh clone: npm start to first page', start.firstPageMs / 1000, 10, 's');
targets.atMost('Fresh clone: seeding the demo catalogue', start.seedingMs / 1000, 3, 's');
targets.print(`Targets of the first seconds (${loadLine()})`);
