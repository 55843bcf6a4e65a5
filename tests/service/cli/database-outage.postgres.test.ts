import { setTimeout as sleep } from 'node:timers/promises';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedEnvelopeSchema } from '../../../src/contract/envelope';
import { RESULT_CODES } from '../../../src/contract/error-codes';
import { PATHS } from '../../../src/contract/paths';
import { UNAVAILABLE_RETRY_AFTER_S } from '../../../src/service/http/database-failure';
import { freePort, startPostgres, THROWAWAY_SETTINGS, type PostgresServer } from '../../../scripts/postgres/cluster';
import { startServiceProcess, type ServiceProcess } from '../../utils/service-process';
import { postJson } from '../../utils/service';
import { serverReachable } from '../../utils/server-reachable';

let server: PostgresServer;
let service: ServiceProcess;

beforeAll(async () => {
  server = await startPostgres({ settings: THROWAWAY_SETTINGS });
  service = await startServiceProcess({
    DATABASE_URL: server.url(),
    DEMO_ADS: '300',
    WORKERS: '2',
    INGEST_INTERVAL_MS: '100',
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
  });
}, 180_000);
afterAll(async () => {
  await service?.stop();
  await server?.stop();
});

const search = () => postJson(`${service.origin}/api/v2${PATHS.v2.search('platform_a')}`, { page: 1 }, 'demo-pro');
const linesOf = (pattern: RegExp) => [...service.output().matchAll(pattern)].length;

/** Waits until `pattern` has been printed `times` times, 15 s at most. */
async function printed(pattern: RegExp, times = 1): Promise<number> {
  for (let waited = 0; linesOf(pattern) < times && waited < 15_000; waited += 100) await sleep(100);
  return linesOf(pattern);
}

const SEARCH_FAILED = /POST \/api\/v2\/ads\/platform_a\/search failed: the database cannot be reached \(/g;
const BATCH_FAILED = /Ingestion: a batch failed \(/g;
const RESUMED = /Ingestion resumed after \d+ failed batch/g;
const REPLACEMENT_FAILED = /A replacement worker failed to start; trying again in \d+ s/g;

/** A search on a connection of its own (cluster hands each new connection to the next worker): its status and worker. */
function searchOnNewConnection(): Promise<{ status: number; worker: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      `${service.origin}/api/v2${PATHS.v2.search('platform_a')}`,
      { method: 'POST', agent: false, headers: { 'x-api-key': 'demo-pro', 'content-type': 'application/json' } },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve({ status: answer.statusCode!, worker: String(answer.headers['x-worker']) }));
      },
    );
    sent.on('error', reject);
    sent.end('{"page":1}');
  });
}

/** The workers answering searches, once two answer 200 (`withinMs` at most). */
async function answeringWorkers(withinMs = 15_000): Promise<Set<string>> {
  const workers = new Set<string>();
  for (const until = Date.now() + withinMs; workers.size < 2 && Date.now() < until;) {
    const answer = await searchOnNewConnection();
    if (answer.status === 200) workers.add(answer.worker);
    else await sleep(100);
  }
  return workers;
}

describe('the database server stopping under npm start with WORKERS=2', () => {
  it('answers 1013 with Retry-After meanwhile, tells ingestion’s failures once, and serves again once it is back', async () => {
    const before = await answeringWorkers();
    expect(before.size).toBe(2);

    await server.halt();
    expect(await serverReachable(server.url())).toBe(false);

    const answer = await search();
    expect(answer.status).toBe(RESULT_CODES.unavailable.status);
    expect(failedEnvelopeSchema.parse(answer.body).meta).toMatchObject({
      code: RESULT_CODES.unavailable.code,
      message: expect.stringMatching(/database cannot be reached/),
    });
    expect(answer.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER_S));
    // The worker's lines reach the output through the primary's.
    expect(await printed(SEARCH_FAILED)).toBeGreaterThanOrEqual(1);

    // Ingestion keeps trying every 100 ms; its failures are one line, not one a batch.
    expect(await printed(BATCH_FAILED)).toBe(1);
    await sleep(1_000);
    expect(linesOf(BATCH_FAILED)).toBe(1);
    expect(service.output()).not.toMatch(/\n\s+at /);

    // A worker dies meanwhile: its replacement cannot open the database, and is tried again later
    // instead of stopping the service.
    const killed = answer.headers.get('x-worker')!;
    process.kill(Number(killed), 'SIGKILL');
    expect(await printed(REPLACEMENT_FAILED)).toBeGreaterThanOrEqual(1);
    expect(service.output()).not.toMatch(/stopping\./);

    await server.restart();
    // The next try at the replacement may be up to 10 s away, and it then boots.
    const after = await answeringWorkers(40_000);
    expect(after.size).toBe(2);
    expect(after.has(killed)).toBe(false);
    expect(await printed(RESUMED)).toBe(1);
  }, 90_000);
});
