import { issueKey } from '../../src/service/keys/key-commands';
import { openDatabase } from '../../src/service/storage/open-database';
import { createPgKeyStore } from '../../src/service/storage/pg-key-store';
import { freePort, startPostgres, THROWAWAY_SETTINGS } from '../../scripts/postgres/cluster';
import { startServiceProcess } from '../utils/service-process';
import { seedAtScale } from './catalogue-at-scale';
import { loadLine, timed } from './latency';
import { mixedFloor, mixedRequests, mixedThroughput } from './mixed-load';
import { pacedLoad } from './paced-load';
import type { TargetTable } from './targets';

/** The mixed load's target rate: it must be reached, and held with p99 ≤ 300 ms when offered. */
const MIXED_RATE = 300;
const WARM_UP_SECONDS = 3;

/**
 * The mixed workload on a server catalogue of `ads`, 2 workers, 50 connections, `seconds` a run,
 * beside the raw SQL of the same mix: once as fast as the service answers (its ceiling) and once
 * offered evenly at the target rate (the latency it holds there). Figures go to `targets`.
 */
export async function mixedOnServer(ads: number, seconds: number, targets: TargetTable) {
  const server = await startPostgres({
    settings: { ...THROWAWAY_SETTINGS, shared_buffers: '1GB', work_mem: '16MB', effective_cache_size: '4GB' },
  });
  try {
    const db = await openDatabase({ url: server.url() });
    await timed(`\nseed ${ads.toLocaleString('en-US')} ads (PostgreSQL)`, () => seedAtScale(db, ads));
    const { secret, record } = await issueKey(createPgKeyStore(db), { plan: 'pro', rateLimit: 1_000_000_000 });
    await db.close();
    const lastHit = Math.floor(Date.now() / 1000);
    const pool = await openDatabase({ url: server.url(), poolSize: 50 });
    const pages = await mixedFloor(pool, lastHit, record.id, false, 50, seconds);
    const counted = await mixedFloor(pool, lastHit, record.id, true, 50, seconds);
    await pool.close();
    const figure = `Mixed load at ${ads.toLocaleString('en-US')} ads, 2 workers, 50 connections`;
    console.log(`\n${figure}, ${seconds} s a run`);
    console.log(`Raw SQL floor of the mix, pages only: ${pages.toFixed(0)} req/s (${loadLine()})`);
    console.log(`Raw SQL floor of the mix, a count beside each page 1: ${counted.toFixed(0)} req/s (${loadLine()})`);
    const port = await freePort();
    const env = { DATABASE_URL: server.url(), PORT: String(port), HOST: '127.0.0.1', WORKERS: '2' };
    const service = await startServiceProcess(env);
    try {
      const headers = { 'content-type': 'application/json', 'x-api-key': secret };
      // A few seconds first, unmeasured: the workers' first requests compile their code paths.
      await mixedThroughput(service.origin, headers, lastHit, 50, WARM_UP_SECONDS);
      const ceiling = await mixedThroughput(service.origin, headers, lastHit, 50, seconds);
      const held = await pacedLoad(service.origin, headers, mixedRequests(lastHit), {
        rate: MIXED_RATE,
        seconds,
        connections: 50,
      });
      const statuses = [ceiling, held].map((result) =>
        Object.entries(result.statuses)
          .map(([status, n]) => `${status}×${n}`)
          .join(' '),
      );
      console.log(
        `Service, as fast as it answers: ${ceiling.requestsPerSecond.toFixed(0)} req/s   p99 ${ceiling.p99} ms   ${statuses[0]}   (${loadLine()})`,
      );
      console.log(
        `Service, ${MIXED_RATE} req/s offered evenly: ${held.requestsPerSecond.toFixed(0)} req/s   p50 ${held.p50.toFixed(0)} ms   p99 ${held.p99.toFixed(0)} ms   ${statuses[1]}   (${loadLine()})`,
      );
      targets.atLeast(`${figure}, req/s`, ceiling.requestsPerSecond, MIXED_RATE, 'req/s');
      targets.atMost(`${figure}, p99 at ${MIXED_RATE} req/s`, held.p99, 300, 'ms');
      targets.info(`${figure}, p99 as fast as it answers`, `${ceiling.p99} ms`);
      targets.info(`${figure}, raw SQL floor (pages only)`, `${pages.toFixed(0)} req/s`);
      targets.info(`${figure}, raw SQL floor (a count per page 1)`, `${counted.toFixed(0)} req/s`);
      const others = [ceiling, held].flatMap((result) =>
        Object.keys(result.statuses).filter((status) => !/^2\d\d$/.test(status)),
      );
      targets.holds(`${figure}, statuses`, statuses.join(' / '), 'only 2xx', others.length === 0);
    } finally {
      await service.stop();
    }
  } finally {
    await server.stop();
  }
}
