import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startIngestion } from '../../../src/service/demo/ingestion';
import { seedDemo } from '../../../src/service/demo/seed-demo';
import { createServiceApp } from '../../../src/service/http/create-service-app';
import { listen } from '../../../src/service/http/listen';
import { spaRoutes } from '../../../src/service/http/spa-routes';
import { createPgAdsStore } from '../../../src/service/storage/pg-ads-store';
import { createPgKeyStore } from '../../../src/service/storage/pg-key-store';
import { createPgRateCounter } from '../../../src/service/storage/pg-rate-counter';
import { openDatabase } from '../../../src/service/storage/open-database';

/** The built explorer the browser tests load; `npm run test:e2e` builds it first. */
export const DIST_DIR = resolve('dist');

/** Options of `startExplorerService`. */
export interface ExplorerServiceOptions {
  /** Ads in the demo catalogue; default 2,500 so every platform has pages 1–3 and every filter finds something. */
  ads?: number;
  /** Adds `batch` new ads and grows stats every `intervalMs` while the tests run; default off. */
  ingest?: { intervalMs: number; batch: number };
}

/** The real service with the built explorer mounted, as `npm start` serves it, on a loopback port. */
export interface ExplorerService {
  /** `http://127.0.0.1:<port>`: the explorer at `/`, the API at `/api/v1` and `/api/v2`. */
  origin: string;
  close(): Promise<void>;
}

/** Starts the service over an in-memory database; call `close()` in `afterAll`. Fails when dist/ is not built. */
export async function startExplorerService(options: ExplorerServiceOptions = {}): Promise<ExplorerService> {
  if (!existsSync(join(DIST_DIR, 'index.html'))) {
    throw new Error('The explorer is not built: run `npm run build` (or `npm run test:e2e`) first.');
  }
  const db = await openDatabase({ dataDir: 'memory' });
  await seedDemo(db, { ads: options.ads ?? 2500 });
  const ingestion = options.ingest && startIngestion(db, options.ingest);
  const app = createServiceApp({
    store: createPgAdsStore(db),
    keys: createPgKeyStore(db),
    rates: createPgRateCounter(db),
  });
  app.route('/', spaRoutes(DIST_DIR));
  const server = await listen(app.fetch, 0, '127.0.0.1');
  return {
    origin: `http://127.0.0.1:${server.port}`,
    async close() {
      await server.close();
      await ingestion?.stop();
      await db.close();
    },
  };
}
