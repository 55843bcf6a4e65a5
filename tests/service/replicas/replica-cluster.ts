import { setTimeout as sleep } from 'node:timers/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { searchPageSchema, type SearchPage } from '../../../src/contract/ads';
import { okEnvelopeSchema } from '../../../src/contract/envelope';
import { PATHS } from '../../../src/contract/paths';
import type { SearchPlatform } from '../../../src/contract/platforms';
import { seedDemo } from '../../../src/service/demo/seed-demo';
import type { Db } from '../../../src/service/storage/db';
import { openDatabase } from '../../../src/service/storage/open-database';
import { serverDb } from '../../../src/service/storage/server-db';
import {
  freePort,
  startPostgres,
  startReplica,
  THROWAWAY_SETTINGS,
  type PostgresServer,
} from '../../../scripts/postgres/cluster';
import { postJson } from '../../utils/service';
import { startServiceProcess, type ServiceProcess } from '../../utils/service-process';

/** Every search statement begins so (search-sql.ts); the replica logs each statement it runs. */
const SEARCH_STATEMENT = 'WITH page AS (';

/** A seeded primary, a streaming replica of it that logs its statements, and connections to both. */
export interface ReplicaCluster {
  primary: PostgresServer;
  replica: PostgresServer;
  primaryDb: Db;
  replicaDb: Db;
  /** Searches the replica has run so far, read from its statement log. */
  searchesOnReplica(): number;
  /** `npm start`'s service on the primary, with `env` on top (`DATABASE_REPLICA_URLS` to use the replica). */
  service(env?: Record<string, string>): Promise<ServiceProcess>;
  stop(): Promise<void>;
}

export async function startReplicaCluster(ads = 600): Promise<ReplicaCluster> {
  const primary = await startPostgres({ settings: THROWAWAY_SETTINGS });
  const primaryDb = await openDatabase({ url: primary.url() });
  await seedDemo(primaryDb, { ads });
  const replica = await startReplica(primary, { log_statement: 'all' });
  const replicaDb = serverDb(replica.url(), { poolSize: 1, onIdleError: () => {} });
  const services: ServiceProcess[] = [];
  return {
    primary,
    replica,
    primaryDb,
    replicaDb,
    searchesOnReplica: () =>
      readFileSync(join(replica.dataDir, 'server.log'), 'utf8').split(SEARCH_STATEMENT).length - 1,
    async service(env = {}) {
      const started = await startServiceProcess({
        DATABASE_URL: primary.url(),
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        ...env,
      });
      services.push(started);
      return started;
    },
    async stop() {
      await Promise.all(services.map((service) => service.stop()));
      await Promise.all([primaryDb.close(), replicaDb.close()]);
      await replica.stop();
      await primary.stop();
    },
  };
}

/** The answer of a search through `service`, its status and its page when it answered 200. */
export async function search(
  service: ServiceProcess,
  body: { page: number; last_hit?: number },
  platform: SearchPlatform = 'mega',
): Promise<{ status: number; page?: SearchPage; body: unknown }> {
  const answer = await postJson(`${service.origin}/api/v2${PATHS.v2.search(platform)}`, body, 'demo-pro');
  if (answer.status !== 200) return { status: answer.status, body: answer.body };
  return { status: 200, page: okEnvelopeSchema(searchPageSchema).parse(answer.body).data, body: answer.body };
}

/** A page through `service`, failing the test on any other answer than 200. */
export async function pageOf(service: ServiceProcess, page: number, lastHit?: number): Promise<SearchPage> {
  const answer = await search(service, { page, ...(lastHit ? { last_hit: lastHit } : {}) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.page!;
}

/** Media URLs are absolute with the answering service's origin; the rest of a page must match exactly. */
export const portable = (ads: SearchPage['ads'], service: ServiceProcess) =>
  JSON.parse(JSON.stringify(ads).replaceAll(service.origin, 'ORIGIN')) as unknown;

export const countAds = async (db: Db) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ads')).rows[0]!.n;

/** Pauses the replica's replay and resolves once it stands still. */
export async function pauseReplay(replicaDb: Db): Promise<void> {
  await replicaDb.query('SELECT pg_wal_replay_pause()');
  const state = async () =>
    (await replicaDb.query<{ s: string }>('SELECT pg_get_wal_replay_pause_state() AS s')).rows[0]!.s;
  while ((await state()) !== 'paused') await sleep(20);
}
