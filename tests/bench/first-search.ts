import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { startExplorerService } from '../e2e/support/explorer-service';

/**
 * Time to the first search: from navigation start to the moment the built explorer sends its
 * first ads search, and to the first ad card, on a saved link over the default v2 connection.
 * Each run is a fresh browser context (cold cache); runs repeat at normal speed and with the CPU
 * slowed 4× (a busy laptop). Needs `npx vite build` first. Figures only: nothing here asserts.
 */
const RUNS = Number(process.env.RUNS ?? 7);
const LINK = '/platform_b?gender=1&days_running=5..';
const SEARCH = /\/api\/v2\/ads\/[^/]+\/search$/;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function once(browser: Browser, origin: string, cpuSlowdown: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const searchStarted = new Promise<number>((resolve) => {
    page.on('requestfinished', (request) => {
      if (request.method() === 'POST' && SEARCH.test(new URL(request.url()).pathname))
        resolve(request.timing().startTime);
    });
  });
  await page.goto(`${origin}${LINK}`);
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  const search = (await searchStarted) - timeOrigin;
  await page.getByRole('feed', { name: 'Ads' }).getByRole('article').first().waitFor({ timeout: 60_000 });
  const card = await page.evaluate(() => performance.now());
  await context.close();
  return { search, card };
}

const service = await startExplorerService({ ads: 2500 });
const browser = await launchBrowser();
try {
  for (const cpuSlowdown of [1, 4]) {
    await once(browser, service.origin, cpuSlowdown);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await once(browser, service.origin, cpuSlowdown));
    const search = median(runs.map((r) => r.search));
    const card = median(runs.map((r) => r.card));
    console.log(
      `CPU ×${cpuSlowdown}: first search sent at ${search.toFixed(0)} ms, first ad card at ${card.toFixed(0)} ms (median of ${RUNS})`,
    );
  }
} finally {
  await browser.close();
  await service.close();
}
