import { afterAll, beforeAll } from 'vitest';
import { createServiceApp } from '../../../src/service/http/create-service-app';
import type { Db } from '../../../src/service/storage/db';
import { createPgAdsStore } from '../../../src/service/storage/pg-ads-store';
import { createPgExtensionStores } from '../../../src/service/storage/pg-extension-stores';
import { createPgKeyStore } from '../../../src/service/storage/pg-key-store';
import { createPgRateCounter } from '../../../src/service/storage/pg-rate-counter';
import { createTestClock } from '../../utils/test-clock';
import { openTestDatabase } from '../../utils/test-database';

/** A seeded service on a test clock, whose statements sent outside a transaction are recorded in order. */
export interface WatchedService {
  /** The service's database, read directly (not recorded). */
  db: Db;
  app: { fetch(request: Request): Response | Promise<Response> };
  time: ReturnType<typeof createTestClock>;
  statements: string[];
}

/**
 * Seeds `ads` demo ads and starts the service over them before the calling file's tests, and
 * closes its database after them. What it answers can be held from the start: its members reach
 * the service once `beforeAll` has run.
 */
export function watchedService(ads = 1500): WatchedService {
  let started: { db: Db; app: ReturnType<typeof createServiceApp> } | undefined;
  const time = createTestClock();
  const statements: string[] = [];
  const running = () => {
    if (!started) throw new Error('The watched service is read before its beforeAll has run.');
    return started;
  };
  beforeAll(async () => {
    const db = await openTestDatabase({ ads });
    time.passSystemClock();
    const watched: Db = {
      query: (sql, params) => {
        statements.push(sql);
        return db.query(sql, params);
      },
      exec: (sql) => db.exec(sql),
      transaction: (work) => db.transaction(work),
      close: () => db.close(),
    };
    const app = createServiceApp({
      store: createPgAdsStore(watched, { clock: time.clock }),
      keys: createPgKeyStore(db),
      rates: createPgRateCounter(db),
      extensions: createPgExtensionStores(watched, time.clock),
      rateLimit: false,
    });
    started = { db, app };
  }, 120_000);
  afterAll(() => started?.db.close());
  const db: Db = {
    query: (sql, params) => running().db.query(sql, params),
    exec: (sql) => running().db.exec(sql),
    transaction: (work) => running().db.transaction(work),
    close: () => running().db.close(),
  };
  return { db, app: { fetch: (request) => running().app.fetch(request) }, time, statements };
}
