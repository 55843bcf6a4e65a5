import { seedDemo } from '../../../src/service/demo/seed-demo';
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
  db: Db;
  app: ReturnType<typeof createServiceApp>;
  time: ReturnType<typeof createTestClock>;
  statements: string[];
}

export async function startWatchedService(ads = 1500): Promise<WatchedService> {
  const db = await openTestDatabase();
  await seedDemo(db, { ads });
  const time = createTestClock();
  time.passSystemClock();
  const statements: string[] = [];
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
  return { db, app, time, statements };
}
