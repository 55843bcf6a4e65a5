import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedEnvelopeSchema } from '../../../src/contract/envelope';
import { RESULT_CODES } from '../../../src/contract/error-codes';
import { PATHS } from '../../../src/contract/paths';
import { UNAVAILABLE_RETRY_AFTER_S } from '../../../src/service/http/database-failure';
import { freePort, startPostgres, THROWAWAY_SETTINGS, type PostgresServer } from '../../../scripts/postgres/cluster';
import { startServiceProcess, type ServiceProcess } from '../../utils/service-process';
import { postJson } from '../../utils/service';

let server: PostgresServer;
let service: ServiceProcess;

beforeAll(async () => {
  server = await startPostgres({ settings: THROWAWAY_SETTINGS });
  service = await startServiceProcess({
    DATABASE_URL: server.url(),
    DEMO_ADS: '300',
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
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const linesOf = (pattern: RegExp) => [...service.output().matchAll(pattern)].length;

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Waits until `pattern` has been printed `times` times, 15 s at most. */
async function printed(pattern: RegExp, times = 1): Promise<number> {
  for (let waited = 0; linesOf(pattern) < times && waited < 15_000; waited += 100) await sleep(100);
  return linesOf(pattern);
}

const BATCH_FAILED = /Ingestion: a batch failed \(/g;
const RESUMED = /Ingestion resumed after \d+ failed batch/g;

describe('the database server stopping under npm start', () => {
  it('answers 1013 with Retry-After meanwhile, tells ingestion’s failures once, and serves again once it is back', async () => {
    expect((await search()).status).toBe(200);

    await server.halt();
    expect(await reachable(server.url())).toBe(false);

    const answer = await search();
    expect(answer.status).toBe(RESULT_CODES.unavailable.status);
    expect(failedEnvelopeSchema.parse(answer.body).meta).toMatchObject({
      code: RESULT_CODES.unavailable.code,
      message: expect.stringMatching(/database cannot be reached/),
    });
    expect(answer.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER_S));
    expect(service.output()).toMatch(
      /POST \/api\/v2\/ads\/platform_a\/search failed: the database cannot be reached \(/,
    );

    // Ingestion keeps trying every 100 ms; its failures are one line, not one a batch.
    expect(await printed(BATCH_FAILED)).toBe(1);
    await sleep(1_000);
    expect(linesOf(BATCH_FAILED)).toBe(1);
    expect(service.output()).not.toMatch(/\n\s+at /);

    await server.restart();
    let status = 0;
    for (let waited = 0; status !== 200 && waited < 15_000; waited += 200) {
      status = (await search()).status;
      if (status !== 200) await sleep(200);
    }
    expect(status).toBe(200);
    expect(await printed(RESUMED)).toBe(1);
  }, 90_000);
});
