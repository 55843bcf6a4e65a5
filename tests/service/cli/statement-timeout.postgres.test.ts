import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedEnvelopeSchema } from '../../../src/contract/envelope';
import { RESULT_CODES } from '../../../src/contract/error-codes';
import { PATHS } from '../../../src/contract/paths';
import { freePort } from '../../../scripts/postgres/cluster';
import { startServiceProcess, type ServiceProcess } from '../../utils/service-process';
import { createServerDatabase } from '../../utils/test-database';

let database: Awaited<ReturnType<typeof createServerDatabase>>;
let service: ServiceProcess;

beforeAll(async () => {
  database = await createServerDatabase();
  const env = {
    DATABASE_URL: database.url,
    DATABASE_STATEMENT_TIMEOUT_MS: '500',
    DEMO_ADS: '300',
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
  };
  service = await startServiceProcess(env);
}, 180_000);
afterAll(async () => {
  await service?.stop();
  await database?.drop();
});

const search = () =>
  fetch(`${service.origin}/api/v2${PATHS.v2.search('platform_a')}`, {
    method: 'POST',
    headers: { 'x-api-key': 'demo-pro', 'content-type': 'application/json' },
    body: '{"page":1}',
  });

describe('DATABASE_STATEMENT_TIMEOUT_MS under npm start on a PostgreSQL server', () => {
  it('cuts a search that hangs on the database with 1012, logged, and serves it again once the hang is gone', async () => {
    expect((await search()).status).toBe(200);

    // Another session holds the ads table, so the search waits on its lock: a hang the server cuts.
    const holder = new pg.Client(database.url);
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE ads IN ACCESS EXCLUSIVE MODE');
      const cut = await search();
      expect(cut.status).toBe(RESULT_CODES.query_timeout.status);
      const failed = failedEnvelopeSchema.parse(await cut.json());
      expect(failed.meta.code).toBe(RESULT_CODES.query_timeout.code);
      expect(failed.meta.message).toMatch(/ran longer than the service allows/);
      expect(service.output()).toMatch(/POST \/api\/v2\/ads\/platform_a\/search was cut by the statement timeout/);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }

    expect((await search()).status).toBe(200);
  }, 60_000);
});
