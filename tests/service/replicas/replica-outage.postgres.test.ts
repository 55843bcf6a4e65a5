import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceProcess } from '../../utils/service-process';
import { search, startReplicaCluster, type ReplicaCluster } from './replica-cluster';
import { serverReachable } from '../../utils/server-reachable';

/** How long the replica stays down while searches keep coming. */
const OUTAGE_MS = 3_000;
const OUT = /Replica \S+ out of rotation: /g;
const BACK = /Replica \S+ back in rotation/g;

let cluster: ReplicaCluster;
let service: ServiceProcess;

beforeAll(async () => {
  cluster = await startReplicaCluster();
  service = await cluster.service({ DATABASE_REPLICA_URLS: cluster.replica.url() });
}, 240_000);
afterAll(() => cluster?.stop(), 60_000);

/** Page 1 and page 2 of its snapshot, answered or not: the statuses of both. */
async function searchTwice(): Promise<number[]> {
  const first = await search(service, { page: 1 });
  if (!first.page) return [first.status];
  const second = await search(service, { page: 2, last_hit: first.page.last_hit });
  return [first.status, second.status];
}

/**
 * Searches, four at a time, for `ms` and then until `done` holds of the statuses so far (15 s at
 * most): every status answered.
 */
async function searchFor(ms: number, done: (statuses: number[]) => boolean = () => true): Promise<number[]> {
  const until = Date.now() + ms;
  const statuses: number[] = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (Date.now() < until || (!done(statuses) && Date.now() < until + 15_000))
        statuses.push(...(await searchTwice()));
    }),
  );
  return statuses;
}

const linesOf = (pattern: RegExp) => [...service.output().matchAll(pattern)].length;

describe('a replica that stops', () => {
  it('leaves the rotation once, searches answer from the primary meanwhile, and it rejoins when back', async () => {
    // Premise: the replica takes searches while it is up.
    const served = cluster.searchesOnReplica();
    const before = await searchFor(500, () => cluster.searchesOnReplica() > served);
    expect(before.filter((status) => status !== 200)).toEqual([]);
    expect(cluster.searchesOnReplica()).toBeGreaterThan(served);

    await cluster.replica.halt();
    expect(await serverReachable(cluster.replica.url())).toBe(false);
    // On a loaded machine few searches fit in the outage's 3 s (10 once): they go on, the replica
    // still down, until more than 10 have been answered.
    const during = await searchFor(OUTAGE_MS, (statuses) => statuses.length > 10);
    expect(during.length).toBeGreaterThan(10);
    expect(during.filter((status) => status !== 200)).toEqual([]);
    expect(linesOf(OUT)).toBe(1);

    await cluster.replica.restart();
    for (let waited = 0; linesOf(BACK) === 0 && waited < 15_000; waited += 100) await sleep(100);
    expect(linesOf(BACK)).toBe(1);
    const rejoined = cluster.searchesOnReplica();
    const after = await searchFor(500, () => cluster.searchesOnReplica() > rejoined);
    expect(after.filter((status) => status !== 200)).toEqual([]);
    expect(cluster.searchesOnReplica()).toBeGreaterThan(rejoined);
    expect(linesOf(OUT)).toBe(1);
  }, 60_000);
});
