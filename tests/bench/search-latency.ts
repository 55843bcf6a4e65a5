import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SearchQuery } from '../../src/service/ads-store';
import { catalogueOf } from '../../src/service/catalogue/catalogues';
import { createServiceApp } from '../../src/service/http/create-service-app';
import { listen } from '../../src/service/http/listen';
import { searchTotals } from '../../src/service/http/operations/totals/search-totals';
import { DEMO_KEYS } from '../../src/service/keys/demo-keys';
import { issueKey } from '../../src/service/keys/key-commands';
import type { Db } from '../../src/service/storage/db';
import { openDatabase } from '../../src/service/storage/open-database';
import { countByPlatformSql, countSql, createPgAdCounter } from '../../src/service/storage/pg-ad-counter';
import { createPgExtensionStores } from '../../src/service/storage/pg-extension-stores';
import { createPgAdsStore } from '../../src/service/storage/pg-ads-store';
import { createPgKeyStore } from '../../src/service/storage/pg-key-store';
import { createPgRateCounter } from '../../src/service/storage/pg-rate-counter';
import { searchSql } from '../../src/service/storage/search-sql';
import { freePort, startPostgres, THROWAWAY_SETTINGS } from '../../scripts/postgres/cluster';
import { startServiceProcess } from '../utils/service-process';
import { seedAtScale } from './catalogue-at-scale';
import { jsonClient } from './http-client';
import { formatLatency, loadLine, measureInTurn, timed } from './latency';
import { mixedOnServer } from './mixed-on-server';
import { TargetTable } from './targets';
import { rawThroughput, throughput } from './throughput';
import { totalsRatio } from './totals-ratio';
import { histogramRatio } from './histogram-ratio';

/**
 * Search latency at scale, printed beside its floor: each query kind runs through the store (the
 * service without HTTP), over HTTP, and as the same SQL sent raw to the same database, the three
 * taking turns so that they share the machine's noise. Then
 * requests a second at 10 and 50 connections against `npm start`'s boot with 1 and 2 workers.
 * Then a mixed workload (page 1 with totals and later pages of several searches) against 2 workers
 * at `BENCH_MIXED_ADS`, beside the raw SQL of the same mix: once as fast as the service answers
 * (its ceiling) and once at the target rate (the p99 it holds there).
 * Figures only: nothing here asserts. `BENCH_EMBEDDED_ADS`, `BENCH_SERVER_ADS` and
 * `BENCH_MIXED_ADS` resize it, `BENCH_RUNS` (runs per figure) and `BENCH_SECONDS` (per throughput
 * run) shorten it, `BENCH_PARTS` (`embedded,server,mixed`) picks parts.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const EMBEDDED_ADS = Number(process.env.BENCH_EMBEDDED_ADS ?? 100_000);
const SERVER_ADS = Number(process.env.BENCH_SERVER_ADS ?? 1_000_000);
const MIXED_ADS = Number(process.env.BENCH_MIXED_ADS ?? 100_000);
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Service time a query may take over its raw SQL, at p95. */
const FLOOR_RATIO = 1.5;

const targets = new TargetTable();

const FILTERED = {
  gender: [2],
  countries: ['US', 'GB', 'DE'],
  days_running: [7, null],
  search_field: [{ type: 'text', text: 'off' }],
};
/** p95 targets in ms, in-process (`store`) and over HTTP, per backend. */
interface Targets {
  store?: number;
  http?: number;
}
interface Kind {
  label: string;
  query: Pick<SearchQuery, 'platform' | 'page' | 'fields'>;
  /**
   * Page 1 with its counts (extension `totals`), on a service with the extensions, so also with
   * the key's hides and bookmarks; the floor is the page SQL and the count SQL run side by side.
   */
  totals?: boolean;
  embedded?: Targets;
  server?: Targets;
}
const KINDS: Kind[] = [
  { label: 'page 1, no filter', query: { platform: 'platform_a', page: 1, fields: {} } },
  {
    label: 'page 1, 3 filters + text term',
    query: { platform: 'platform_a', page: 1, fields: FILTERED },
    embedded: { store: 10, http: 15 },
    server: { store: 15, http: 15 },
  },
  {
    label: 'page 1, selective text term',
    query: { platform: 'platform_a', page: 1, fields: { search_field: [{ type: 'text', text: 'summer' }] } },
  },
  {
    label: 'page 1, 3 filters + text, by impressions',
    query: {
      platform: 'platform_a',
      page: 1,
      fields: { ...FILTERED, advanced_order: { orderby: 'impressions', order: 'desc' } },
    },
  },
  {
    label: 'page 50 of one last_hit',
    query: { platform: 'platform_a', page: 50, fields: {} },
    server: { store: 30, http: 30 },
  },
  {
    label: 'mega page 1 by impressions',
    query: { platform: 'mega', page: 1, fields: { advanced_order: { orderby: 'impressions', order: 'desc' } } },
    server: { store: 30, http: 30 },
  },
  {
    label: 'mega page 1, 2 filters, by web traffic',
    query: {
      platform: 'mega',
      page: 1,
      fields: { language: ['en'], verified: [true], advanced_order: { orderby: 'web_traffic', order: 'desc' } },
    },
  },
  { label: 'page 1 + totals, no filter', query: { platform: 'platform_a', page: 1, fields: {} }, totals: true },
  {
    label: 'page 1 + totals, 3 filters + text term',
    query: { platform: 'platform_a', page: 1, fields: FILTERED },
    totals: true,
  },
  {
    label: 'mega page 1 + totals by impressions',
    query: { platform: 'mega', page: 1, fields: { advanced_order: { orderby: 'impressions', order: 'desc' } } },
    totals: true,
  },
];

async function latencies(name: string, backend: 'embedded' | 'server', db: Db) {
  const store = createPgAdsStore(db);
  const lastHit = await store.now();
  const base = { store, keys: createPgKeyStore(db), rates: createPgRateCounter(db), rateLimit: false } as const;
  const bare = await listen(createServiceApp(base).fetch, 0, '127.0.0.1');
  const extended = await listen(
    createServiceApp({ ...base, extensions: createPgExtensionStores(db) }).fetch,
    0,
    '127.0.0.1',
  );
  const totalsOf = searchTotals(createPgAdCounter(db));
  const client = jsonClient();
  const headers = { 'content-type': 'application/json', 'x-api-key': 'demo-pro' };
  console.log(`\n${name}: p50/p95/p99 over ${RUNS} runs each (${loadLine()})`);
  for (const { label, query, totals, ...kindTargets } of KINDS) {
    const hiddenFor = totals ? DEMO_KEYS['demo-pro'].id : undefined;
    const full: SearchQuery = { ...query, version: 'v2', lastHit, origin: 'http://127.0.0.1', hiddenFor };
    const { sql, params } = searchSql(full, catalogueOf(full.platform, 'v2'));
    const count = full.platform === 'mega' ? countByPlatformSql(full) : countSql(full);
    const server = totals ? extended : bare;
    const url = `http://127.0.0.1:${server.port}/api/v2/ads/${query.platform}/search`;
    const body = JSON.stringify({ ...query.fields, page: query.page, last_hit: lastHit });
    const { raw, inProcess, http } = await measureInTurn(
      {
        raw: () =>
          totals ? Promise.all([db.query(sql, params), db.query(count.sql, count.params)]) : db.query(sql, params),
        inProcess: () => (totals ? Promise.all([store.search(full), totalsOf(full)]) : store.search(full)),
        http: () => client.post(url, headers, body),
      },
      RUNS,
    );
    console.log(formatLatency(`${label} — raw SQL`, raw));
    console.log(formatLatency(`${label} — store`, inProcess, raw));
    console.log(formatLatency(`${label} — HTTP`, http, raw));
    const target = kindTargets[backend];
    if (!target) continue;
    const figure = `${name}: ${label}`;
    if (target.store) targets.atMost(`${figure}, in-process p95`, inProcess.p95, target.store, 'ms');
    if (target.http) targets.atMost(`${figure}, HTTP p95`, http.p95, target.http, 'ms');
    targets.atMost(`${figure}, in-process p95 / raw SQL p95`, inProcess.p95 / raw.p95, FLOOR_RATIO, '×');
    targets.atMost(`${figure}, HTTP p95 / raw SQL p95`, http.p95 / raw.p95, FLOOR_RATIO, '×');
  }
  console.log(`\n${name}: page 1 with totals against page 2, HTTP (${loadLine()})`);
  await totalsRatio(name, `http://127.0.0.1:${extended.port}`, client.post, lastHit, RUNS, targets);
  await histogramRatio(name, `http://127.0.0.1:${extended.port}`, client.post, lastHit, RUNS, targets);
  client.close();
  await bare.close();
  await extended.close();
}

async function embedded() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ads-bench-'));
  try {
    const db = await openDatabase({ dataDir });
    await timed(`seed ${EMBEDDED_ADS.toLocaleString('en-US')} ads (PGlite)`, () => seedAtScale(db, EMBEDDED_ADS));
    await latencies(`Embedded ${EMBEDDED_ADS.toLocaleString('en-US')}`, 'embedded', db);
    await db.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onServer() {
  const server = await startPostgres({
    settings: { ...THROWAWAY_SETTINGS, shared_buffers: '1GB', work_mem: '16MB', effective_cache_size: '4GB' },
  });
  try {
    const db = await openDatabase({ url: server.url() });
    await timed(`seed ${SERVER_ADS.toLocaleString('en-US')} ads (PostgreSQL)`, () => seedAtScale(db, SERVER_ADS));
    await latencies(`Server ${SERVER_ADS.toLocaleString('en-US')}`, 'server', db);
    const { secret, record } = await issueKey(createPgKeyStore(db), { plan: 'pro', rateLimit: 1_000_000_000 });
    await db.close();
    const pool = await openDatabase({ url: server.url(), poolSize: 50 });
    const lastHit = Math.floor(Date.now() / 1000);
    const query: SearchQuery = {
      platform: 'platform_a',
      page: 1,
      fields: FILTERED,
      version: 'v2',
      lastHit,
      origin: '',
    };
    const { sql, params } = searchSql(query, catalogueOf('platform_a', 'v2'));
    const floor = await rawThroughput(() => pool.query(sql, params), 50, THROUGHPUT_SECONDS);
    console.log(`\nRaw SQL floor, 50 at a time from one process: ${floor.toFixed(0)} req/s (${loadLine()})`);
    targets.info('Throughput floor: the page SQL raw, 50 at a time, req/s', `${floor.toFixed(0)} req/s`);
    // Page 1 of the service also counts its totals (extension `totals`) and leaves out the key's
    // hides: two scans of the matches, run side by side as the service runs them.
    const served: SearchQuery = { ...query, hiddenFor: record.id };
    const page = searchSql(served, catalogueOf('platform_a', 'v2'));
    const counter = createPgAdCounter(pool);
    const floorWithTotals = await rawThroughput(
      () => Promise.all([pool.query(page.sql, page.params), counter.count(served)]),
      50,
      THROUGHPUT_SECONDS,
    );
    await pool.close();
    console.log(`Raw SQL floor of page 1 with its totals count: ${floorWithTotals.toFixed(0)} req/s (${loadLine()})`);
    targets.info('Throughput floor: page SQL + totals count raw, 50 at a time', `${floorWithTotals.toFixed(0)} req/s`);
    console.log(`\nThroughput, page 1 with 3 filters + text, ${THROUGHPUT_SECONDS} s a run (npm start's boot)`);
    for (const workers of [1, 2]) {
      const port = await freePort();
      const env = { DATABASE_URL: server.url(), PORT: String(port), HOST: '127.0.0.1', WORKERS: String(workers) };
      const service = await startServiceProcess(env);
      const url = `${service.origin}/api/v2/ads/platform_a/search`;
      const headers = { 'content-type': 'application/json', 'x-api-key': secret };
      for (const connections of [10, 50]) {
        const result = await throughput(url, headers, { page: 1, ...FILTERED }, connections, THROUGHPUT_SECONDS);
        const statuses = Object.entries(result.statuses)
          .map(([status, n]) => `${status}×${n}`)
          .join(' ');
        console.log(
          `${workers} worker${workers > 1 ? 's' : ''}, ${String(connections).padStart(2)} connections: ` +
            `${result.requestsPerSecond.toFixed(0).padStart(5)} req/s   p99 ${result.p99} ms   ${statuses}   (${loadLine()})`,
        );
        const figure = `Throughput, ${workers} worker${workers > 1 ? 's' : ''}, ${connections} connections`;
        const rate = result.requestsPerSecond;
        if (workers === 2 && connections === 50) {
          targets.atLeast(`${figure}, req/s`, rate, 1000, 'req/s');
          targets.info(
            `${figure}, share of the page + totals floor`,
            `${((rate / floorWithTotals) * 100).toFixed(0)} %`,
          );
          targets.atMost(`${figure}, p99`, result.p99, 100, 'ms');
          const others = Object.keys(result.statuses).filter((status) => !/^2\d\d$|^429$/.test(status));
          targets.holds(`${figure}, statuses`, statuses, 'only 2xx/429', others.length === 0);
        } else {
          targets.info(`${figure}, req/s`, `${rate.toFixed(0)} req/s`);
        }
      }
      await service.stop();
    }
  } finally {
    await server.stop();
  }
}

/** `BENCH_PARTS`, comma-separated: which of the three parts to run; default all. */
const PARTS = { embedded, server: onServer, mixed: () => mixedOnServer(MIXED_ADS, THROUGHPUT_SECONDS, targets) };
const chosen = (process.env.BENCH_PARTS ?? Object.keys(PARTS).join(',')).split(',').map((part) => part.trim());
for (const part of chosen) {
  if (!Object.hasOwn(PARTS, part))
    throw new Error(`BENCH_PARTS names ${part}; the parts are ${Object.keys(PARTS).join(', ')}`);
}
for (const [part, run] of Object.entries(PARTS)) if (chosen.includes(part)) await run();
targets.print(`Targets (${loadLine()})`);
