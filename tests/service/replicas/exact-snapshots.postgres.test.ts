import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchPage } from '../../../src/contract/ads';
import type { ServiceProcess } from '../../utils/service-process';
import { countAds, pageOf, portable, startReplicaCluster, type ReplicaCluster } from './replica-cluster';

/** Seconds whose start the reads crowd: a batch stamped just before one may still be committing. */
const SECONDS = 19;
/** Page 1 reads right after each second starts, alternating between the two services. */
const READS_PER_SECOND = 8;

let cluster: ReplicaCluster;
/** Ingests a batch every 100 ms, as `npm start` with `INGEST_INTERVAL_MS=100` does; searches the primary. */
let ingesting: ServiceProcess;
/** Searches through the replica. */
let throughReplica: ServiceProcess;

beforeAll(async () => {
  cluster = await startReplicaCluster();
  [ingesting, throughReplica] = await Promise.all([
    cluster.service({ INGEST_INTERVAL_MS: '100', INGEST_BATCH: '60' }),
    cluster.service({ DATABASE_REPLICA_URLS: cluster.replica.url() }),
  ]);
}, 240_000);
afterAll(() => cluster?.stop(), 60_000);

interface Read {
  service: ServiceProcess;
  page: SearchPage;
}

const nextSecond = () => sleep(1000 - (Date.now() % 1000));

describe('snapshots under fast ingestion on PostgreSQL', () => {
  it('answers every page 1 the same when read again at its last_hit, on the primary and through the replica', async () => {
    const adsAtStart = await countAds(cluster.primaryDb);
    const reads: Read[] = [];
    for (let second = 0; second < SECONDS; second += 1) {
      await nextSecond();
      for (let i = 0; i < READS_PER_SECOND; i += 1) {
        const service = i % 2 === 0 ? ingesting : throughReplica;
        reads.push({ service, page: await pageOf(service, 1) });
      }
    }
    const servedBefore = cluster.searchesOnReplica();

    let differing = 0;
    for (const read of reads) {
      for (const service of [ingesting, throughReplica]) {
        const again = await pageOf(service, 1, read.page.last_hit);
        if (JSON.stringify(portable(again.ads, service)) !== JSON.stringify(portable(read.page.ads, read.service)))
          differing += 1;
      }
    }

    // Premises: ingestion added ads all along, page 1 changed from one snapshot to the next, and
    // the replica answered the reads sent through it.
    expect(reads.length).toBeGreaterThanOrEqual(150);
    expect(await countAds(cluster.primaryDb)).toBeGreaterThan(adsAtStart + SECONDS * 50);
    const firstPages = new Set(reads.map((read) => read.page.ads.map((ad) => ad.id).join()));
    expect(firstPages.size).toBeGreaterThan(SECONDS / 2);
    expect(cluster.searchesOnReplica() - servedBefore).toBeGreaterThanOrEqual(reads.length / 2);
    expect(differing).toBe(0);
  }, 120_000);
});
