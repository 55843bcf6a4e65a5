import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SearchQuery } from '../../src/service/ads-store';
import { DEFAULT_DEMO_ADS, seedDemo } from '../../src/service/demo/seed-demo';
import { openDatabase } from '../../src/service/storage/open-database';
import { createPgAdsStore } from '../../src/service/storage/pg-ads-store';
import { createPgKeyStore } from '../../src/service/storage/pg-key-store';
import { createPgRateCounter } from '../../src/service/storage/pg-rate-counter';
import { createServiceApp } from '../../src/service/http/create-service-app';
import { listen } from '../../src/service/http/listen';

/**
 * Seeds the default demo catalogue into a fresh data folder and prints how long that took and the
 * p50/p95 latency of typical searches over 100 runs each. Figures only: nothing here asserts.
 */
const RUNS = 100;
const dataDir = mkdtempSync(join(tmpdir(), 'ads-bench-'));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(label: string, run: () => Promise<unknown>) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms`,
  );
}

try {
  let started = performance.now();
  const db = await openDatabase({ dataDir });
  console.log(`open + migrate: ${(performance.now() - started).toFixed(0)} ms`);
  started = performance.now();
  await seedDemo(db, {
    ads: DEFAULT_DEMO_ADS,
    onProgress: (done, total) => {
      if (done % 5_000 === 0 || done === total) console.log(`  seeded ${done}/${total}`);
    },
  });
  console.log(`seed ${DEFAULT_DEMO_ADS} ads: ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const store = createPgAdsStore(db);
  const lastHit = (await store.now()) + 1;
  const base = { version: 'v2', lastHit, origin: 'http://127.0.0.1' } as const;
  const search = (q: Partial<SearchQuery>) => () =>
    store.search({ ...base, platform: 'platform_a', page: 1, fields: {}, ...q });
  const filtered = {
    gender: [2],
    countries: ['US', 'GB', 'DE'],
    days_running: [7, null],
    search_field: [{ type: 'text', text: 'off' }],
  };

  await measure('platform_a page 1, no filter', search({}));
  await measure('platform_a page 1, 4 filters', search({ fields: filtered }));
  await measure('platform_a page 3, 4 filters', search({ fields: filtered, page: 3 }));
  await measure(
    'platform_a page 1, sort impressions desc',
    search({ fields: { advanced_order: { orderby: 'impressions', order: 'desc' } } }),
  );
  await measure('mega page 1, no filter (20k ads)', search({ platform: 'mega' }));
  await measure(
    'mega page 3, 2 filters, sort web_traffic',
    search({
      platform: 'mega',
      page: 3,
      fields: { language: ['en'], verified: [true], advanced_order: { orderby: 'web_traffic', order: 'desc' } },
    }),
  );

  // The same filtered page 1 as a client sees it: HTTP, auth, validation and the envelope included.
  const app = createServiceApp({
    store,
    keys: createPgKeyStore(db),
    rates: createPgRateCounter(db),
    demoKeys: true,
    rateLimit: false,
  });
  const server = await listen(app.fetch, 0, '127.0.0.1');
  const url = `http://127.0.0.1:${server.port}/api/v2/ads/platform_a/search`;
  const headers = { 'content-type': 'application/json', 'x-api-key': 'demo-pro' };
  await measure('HTTP v2 platform_a page 1, 4 filters', async () => {
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ page: 1, ...filtered }) });
    if (!response.ok) throw new Error(`search answered ${response.status}`);
    await response.json();
  });
  await server.close();
  await db.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
