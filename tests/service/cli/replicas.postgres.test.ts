import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPageSchema, type SearchPage } from '../../../src/contract/ads';
import { okEnvelopeSchema } from '../../../src/contract/envelope';
import { PATHS } from '../../../src/contract/paths';
import { startIngestion, type IngestReport } from '../../../src/service/demo/ingestion';
import { seedDemo } from '../../../src/service/demo/seed-demo';
import type { Db } from '../../../src/service/storage/db';
import { openDatabase } from '../../../src/service/storage/open-database';
import { serverDb } from '../../../src/service/storage/server-db';
import { replayedWatermark } from '../../../src/service/storage/snapshot-watermark';
import {
  freePort,
  startPostgres,
  startReplica,
  THROWAWAY_SETTINGS,
  type PostgresServer,
} from '../../../scripts/postgres/cluster';
import { postJson } from '../../utils/service';
import { startServiceProcess, type ServiceProcess } from '../../utils/service-process';

const PAGES = 4;
const MARK = ' [primary]';

let primary: PostgresServer;
let replica: PostgresServer;
let primaryDb: Db;
let replicaDb: Db;
/** Searches on the primary only. */
let onPrimary: ServiceProcess;
/** Searches on the replica (`DATABASE_REPLICA_URLS`). */
let onReplica: ServiceProcess;
let ingestion: { stop(): Promise<void> };
const reports: IngestReport[] = [];

beforeAll(async () => {
  primary = await startPostgres({ settings: THROWAWAY_SETTINGS });
  primaryDb = await openDatabase({ url: primary.url() });
  await seedDemo(primaryDb, { ads: 600 });
  replica = await startReplica(primary);
  replicaDb = serverDb(replica.url(), { poolSize: 2 });
  const env = { DATABASE_URL: primary.url(), HOST: '127.0.0.1' };
  [onPrimary, onReplica] = await Promise.all([
    startServiceProcess({ ...env, PORT: String(await freePort()) }),
    startServiceProcess({ ...env, PORT: String(await freePort()), DATABASE_REPLICA_URLS: replica.url() }),
  ]);
  ingestion = startIngestion(primaryDb, { intervalMs: 150, batch: 30, onBatch: (r) => reports.push(r) });
}, 240_000);
afterAll(async () => {
  await ingestion?.stop();
  await Promise.all([onPrimary?.stop(), onReplica?.stop()]);
  await Promise.all([primaryDb?.close(), replicaDb?.close()]);
  await replica?.stop();
  await primary?.stop();
}, 60_000);

async function page(service: ServiceProcess, page: number, lastHit?: number): Promise<SearchPage> {
  const body = { page, ...(lastHit ? { last_hit: lastHit } : {}) };
  const answer = await postJson(`${service.origin}/api/v2${PATHS.v2.search('mega')}`, body, 'demo-pro');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return okEnvelopeSchema(searchPageSchema).parse(answer.body).data;
}

const marked = (ad: { title?: string }) => ad.title?.endsWith(MARK) === true;
/** Media URLs are absolute with the answering service's origin; the rest must match exactly. */
const portable = (ads: SearchPage['ads'], service: ServiceProcess) =>
  JSON.parse(JSON.stringify(ads).replaceAll(service.origin, 'ORIGIN')) as unknown;

const count = async (db: Db) => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ads')).rows[0]!.n;
const replayedSeconds = async () => {
  const { rows } = await replicaDb.query<{ at: Date }>('SELECT pg_last_xact_replay_timestamp() AS at');
  return Math.floor(new Date(rows[0]!.at).getTime() / 1000);
};

describe('searches on a streaming replica while ingestion runs on the primary', () => {
  it('reads pages 1..N of one last_hit identically from the primary and from the replica', async () => {
    while (reports.length < 2) await sleep(50);
    const first = await page(onReplica, 1);
    const lastHit = first.last_hit;

    // Once the replica holds that snapshot, freeze it, then let the primary move on and mark every title there only.
    while ((await replayedWatermark(replicaDb)) < lastHit * 1000) await sleep(20);
    await replicaDb.query('SELECT pg_wal_replay_pause()');
    while (
      (await replicaDb.query<{ s: string }>('SELECT pg_get_wal_replay_pause_state() AS s')).rows[0]!.s !== 'paused'
    ) {
      await sleep(20);
    }
    // The service learns what a replica holds from its probe, once a second: under load the
    // replica may trail by more than REPLICA_MAX_LAG_MS, and one flagged so is read only for the
    // snapshots its last probe saw it hold. A probe after the pause sees it hold this one.
    await sleep(1_500);
    const batches = reports.length;
    while (reports.length < batches + 2) await sleep(50);
    await primaryDb.query(`UPDATE ads SET title = title || $1`, [MARK]);
    expect(await count(primaryDb)).toBeGreaterThan(await count(replicaDb));

    for (let n = 1; n <= PAGES; n += 1) {
      // Alternate which database answers first.
      const fromReplica = n % 2 === 0 ? await page(onReplica, n, lastHit) : undefined;
      const fromPrimary = await page(onPrimary, n, lastHit);
      const read = fromReplica ?? (await page(onReplica, n, lastHit));
      expect(fromPrimary.ads).toHaveLength(18);
      // Where each read went: only the primary has the marked titles.
      expect(fromPrimary.ads.every(marked)).toBe(true);
      expect(read.ads.some(marked)).toBe(false);
      const unmarked = fromPrimary.ads.map((ad) => ({ ...ad, title: ad.title!.slice(0, -MARK.length) }));
      expect(portable(unmarked, onPrimary)).toEqual(portable(read.ads, onReplica));
      if (n === 1) expect(read).toEqual(first);
    }
  }, 90_000);

  it('cuts a new page 1 at the present and reads it on the primary while the replica lags', async () => {
    await sleep(2_100);
    const replayed = await replayedSeconds();
    const fromReplica = await page(onReplica, 1);
    expect(fromReplica.last_hit).toBeGreaterThan(replayed);
    // Read on the primary: the paused replica lacks some of the page's ads.
    const onReplicaDb = await replicaDb.query<{ n: number }>('SELECT count(*)::int AS n FROM ads WHERE id = ANY($1)', [
      fromReplica.ads.map((ad) => ad.id),
    ]);
    expect(onReplicaDb.rows[0]!.n).toBeLessThan(fromReplica.ads.length);
    const fromPrimary = await page(onPrimary, 1, fromReplica.last_hit);
    expect(portable(fromReplica.ads, onReplica)).toEqual(portable(fromPrimary.ads, onPrimary));

    await replicaDb.query('SELECT pg_wal_replay_resume()');
  }, 30_000);
});
