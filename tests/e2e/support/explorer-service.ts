import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { bootData, bootService } from '../../../src/service/cli/boot-service';
import { createServiceApp } from '../../../src/service/http/create-service-app';
import { createPgAdsStore } from '../../../src/service/storage/pg-ads-store';
import { createPgKeyStore } from '../../../src/service/storage/pg-key-store';
import { createPgRateCounter } from '../../../src/service/storage/pg-rate-counter';
import type { ServiceConfig } from '../../../src/service/config';
import { DEFAULT_REPLICA_MAX_LAG_MS } from '../../../src/service/storage/replica-set';
import { DEFAULT_POOL_SIZE, DEFAULT_STATEMENT_TIMEOUT_MS } from '../../../src/service/storage/server-db';
import { listen } from '../../../src/service/http/listen';
import { spaRoutes } from '../../../src/service/http/spa-routes';
import { pageRendering, rendersFinished } from '../../../src/service/cli/page-rendering';
import { seededDataDir } from '../../utils/seeded-catalogues';

/** Render limits of a test service: the budget and per-address limit of `npm start` never cut a test's render short. */
const TEST_RENDER_LIMITS = { budgetMs: 60_000, perAddressPerMinute: 10_000 };

/** The built explorer the browser tests load; `npm run test:e2e` builds it first. */
export const DIST_DIR = resolve('dist');

/** Options of `startExplorerService`. */
export interface ExplorerServiceOptions {
  /** Ads in the demo catalogue; default 2,500 so every platform has pages 1–3 and every filter finds something. */
  ads?: number;
  /** Adds `batch` new ads and grows stats every `intervalMs` while the tests run; default off. */
  ingest?: { intervalMs: number; batch: number };
  /** Serve the v2 extensions (DESIGN §8); default true. Without them the explorer keeps the workspace itself. */
  extensions?: boolean;
  /**
   * Render a link's first screen on the server, as `npm start` does; default false: the browser
   * renders it, and sends the first requests the tests watch, as it does for saved settings.
   */
  serverRender?: boolean;
  /**
   * Webhook deliveries: hosts allowed though private or loopback (`WEBHOOK_ALLOW_HOSTS`), the
   * pause between rounds and the first retry's wait; default `npm start`'s (none allowed).
   */
  webhooks?: { allowHosts: string[]; intervalMs?: number; retryMs?: number };
}

/** The real service with the built explorer mounted, as `npm start` serves it, on a loopback port. */
export interface ExplorerService {
  /** `http://127.0.0.1:<port>`: the explorer at `/`, the API at `/api/v1` and `/api/v2`. */
  origin: string;
  /** What the service logged so far, one entry a line. */
  log: readonly string[];
  close(): Promise<void>;
}

/**
 * Boots the service as `npm start` boots on a `DATA_DIR` it seeded before (ingestion and its log
 * included), over a copy of the run's seeded catalogue of that size that this service alone
 * writes to; call `close()` in `afterAll`. Fails when dist/ is not built.
 */
export async function startExplorerService(options: ExplorerServiceOptions = {}): Promise<ExplorerService> {
  if (!existsSync(join(DIST_DIR, 'index.html'))) {
    throw new Error('The explorer is not built: run `npm run build` (or `npm run test:e2e`) first.');
  }
  const log: string[] = [];
  const demoAds = options.ads ?? 2500;
  const dataDir = await seededDataDir(demoAds);
  const config: ServiceConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    replicaUrls: [],
    replicaMaxLagMs: DEFAULT_REPLICA_MAX_LAG_MS,
    poolSize: DEFAULT_POOL_SIZE,
    statementTimeoutMs: DEFAULT_STATEMENT_TIMEOUT_MS,
    workers: 1,
    demoAds,
    demoKeys: true,
    // Every browser context of a test file is a visitor from one address.
    demoAccountsPerMinute: 10_000,
    ingest: options.ingest,
    webhookAllowHosts: options.webhooks?.allowHosts,
    webhookIntervalMs: options.webhooks?.intervalMs,
    webhookRetryMs: options.webhooks?.retryMs,
  };
  const service =
    options.extensions === false
      ? await withoutExtensions(config, log)
      : await bootService(config, (line) => log.push(line));
  // A test that asks for the server render asserts that the page carries it: the render gets all
  // the time and renders it needs, however loaded the machine, and never falls back to the browser.
  const rendering = options.serverRender
    ? pageRendering(service.app.fetch, (line) => log.push(line), TEST_RENDER_LIMITS)
    : undefined;
  service.app.route('/', spaRoutes(DIST_DIR, rendering));
  const server = await listen(service.app.fetch, 0, '127.0.0.1');
  return {
    origin: `http://127.0.0.1:${server.port}`,
    log,
    async close() {
      await server.close();
      if (rendering) await rendersFinished(rendering, (line) => log.push(line));
      await service.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The service as `bootService` makes it, but offering none of the extensions. */
async function withoutExtensions(config: ServiceConfig, log: string[]) {
  const data = await bootData(config, (line) => log.push(line));
  const app = createServiceApp({
    store: createPgAdsStore(data.db),
    keys: createPgKeyStore(data.db),
    rates: createPgRateCounter(data.db),
    demoKeys: config.demoKeys,
  });
  return { app, stop: () => data.stop() };
}
