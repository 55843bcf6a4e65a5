import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_PATHS } from '../../../src/contract/extensions/extension-paths';
import { startIngestion, type IngestReport } from '../../../src/service/demo/ingestion';
import { request } from '../../utils/service';
import type { ServiceProcess } from '../../utils/service-process';
import { countAds, pageOf, pauseReplay, portable, startReplicaCluster, type ReplicaCluster } from './replica-cluster';

/** The lag bound the service under test runs with (`REPLICA_MAX_LAG_MS`). */
const MAX_LAG_MS = 1_500;

let cluster: ReplicaCluster;
let onPrimary: ServiceProcess;
let throughReplica: ServiceProcess;
let ingestion: { stop(): Promise<void> };
const reports: IngestReport[] = [];

beforeAll(async () => {
  cluster = await startReplicaCluster();
  [onPrimary, throughReplica] = await Promise.all([
    cluster.service(),
    cluster.service({ DATABASE_REPLICA_URLS: cluster.replica.url(), REPLICA_MAX_LAG_MS: String(MAX_LAG_MS) }),
  ]);
  ingestion = startIngestion(cluster.primaryDb, { intervalMs: 150, batch: 30, onBatch: (r) => reports.push(r) });
}, 240_000);
afterAll(async () => {
  await ingestion?.stop();
  await cluster?.stop();
}, 60_000);

const batches = async (n: number) => {
  const until = reports.length + n;
  while (reports.length < until) await sleep(50);
};
/** Snapshots are whole seconds: a page 1 cut after this shows what was written before it. */
const nextSecond = () => sleep(1000 - (Date.now() % 1000) + 10);
const hidden = async (db: typeof cluster.primaryDb, adId: number) =>
  (await db.query('SELECT 1 FROM hidden_ads WHERE key_id = -1 AND ad_id = $1', [adId])).rows.length > 0;

describe('a replica whose replay is paused', () => {
  it('answers newer snapshots from the primary, keeps new snapshots current and shows a key its own hides', async () => {
    await batches(2);
    await pauseReplay(cluster.replicaDb);
    const pausedAt = Date.now();
    await batches(3);
    const { rows } = await cluster.replicaDb.query<{ at: Date }>('SELECT pg_last_xact_replay_timestamp() AS at');
    const replayed = new Date(rows[0]!.at).getTime();

    // A snapshot cut on the primary in a later second than the pause: newer than what the replica holds.
    await nextSecond();
    const fresh = await pageOf(onPrimary, 1);
    expect(fresh.last_hit * 1000).toBeGreaterThan(replayed);
    expect(await countAds(cluster.primaryDb)).toBeGreaterThan(await countAds(cluster.replicaDb));
    for (let page = 1; page <= 2; page += 1) {
      const fromPrimary = page === 1 ? fresh : await pageOf(onPrimary, page, fresh.last_hit);
      const read = await pageOf(throughReplica, page, fresh.last_hit);
      expect(read.ads).toHaveLength(18);
      expect(portable(read.ads, throughReplica)).toEqual(portable(fromPrimary.ads, onPrimary));
    }

    // Past the bound, new snapshots are still cut at the present.
    await sleep(Math.max(0, pausedAt + MAX_LAG_MS + 1_000 - Date.now()));
    const before = Date.now();
    const current = await pageOf(throughReplica, 1);
    expect(current.last_hit).toBeGreaterThanOrEqual(Math.floor(before / 1000));
    expect(throughReplica.output()).toMatch(/Replica \S+ lags more than 1500 ms behind the primary/);

    // A hide made while the replica cannot replay it counts from the key's next page 1. Ingestion
    // stops first, so that page differs from the last one by the hide alone.
    await ingestion.stop();
    await nextSecond();
    const listed = await pageOf(throughReplica, 1);
    const ad = listed.ads[0]!;
    const hide = await request(`${throughReplica.origin}/api/v2${EXTENSION_PATHS.hiddenAd(ad.platform, ad.id)}`, {
      method: 'PUT',
      headers: { 'x-api-key': 'demo-pro' },
    });
    expect(hide.status).toBe(200);
    expect(await hidden(cluster.primaryDb, ad.id)).toBe(true);
    expect(await hidden(cluster.replicaDb, ad.id)).toBe(false);
    await nextSecond();
    const next = await pageOf(throughReplica, 1);
    const ids = (page: typeof next) => page.ads.map((shown) => shown.id);
    expect(ids(next)).not.toContain(ad.id);
    expect(ids(next).slice(0, 17)).toEqual(ids(listed).slice(1));

    await cluster.replicaDb.query('SELECT pg_wal_replay_resume()');
  }, 60_000);
});
