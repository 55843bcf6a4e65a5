import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../src/contract/paths';
import { ANONYMOUS_RATE_LIMIT } from '../../../src/service/http/rate-limit';
import { freePort } from '../../../scripts/postgres/cluster';
import { runKeysCli, secretIn } from '../../utils/keys-cli';
import { startServiceProcess, type ServiceProcess } from '../../utils/service-process';
import { createServerDatabase } from '../../utils/test-database';

const LIMIT = 600;
const SENT = 660;
const CONCURRENCY = 12;

let database: Awaited<ReturnType<typeof createServerDatabase>>;
let service: ServiceProcess;

beforeAll(async () => {
  database = await createServerDatabase();
  const port = String(await freePort());
  const env = {
    DATABASE_URL: database.url,
    WORKERS: '2',
    PORT: port,
    HOST: '127.0.0.1',
    DEMO_ADS: '300',
    // The tests stand in for a reverse proxy on this machine.
    TRUSTED_PROXIES: '127.0.0.1',
  };
  service = await startServiceProcess(env);
}, 180_000);
afterAll(async () => {
  await service?.stop();
  await database?.drop();
});

/** Sends `count` requests, `concurrency` at a time, and answers each one's status and worker. */
async function burst(url: string, key: string, count: number, concurrency: number) {
  const answers: { status: number; worker: string | null }[] = [];
  let next = 0;
  const sender = async () => {
    while (next < count) {
      next += 1;
      const response = await fetch(url, { headers: { 'x-api-key': key } });
      await response.arrayBuffer();
      answers.push({ status: response.status, worker: response.headers.get('x-worker') });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, sender));
  return answers;
}

describe('WORKERS=2 under npm start on a PostgreSQL server', () => {
  it('serves one port from two workers that hold a key to one limit, with keys issued while it runs', async () => {
    const created = await runKeysCli({ DATABASE_URL: database.url }, 'create', '--plan', 'pro', '--rate-limit', '600');
    expect(created.code).toBe(0);
    const secret = secretIn(created.stdout)!;

    const answers = await burst(`${service.origin}/api/v2${PATHS.v2.filters('platform_a')}`, secret, SENT, CONCURRENCY);
    const workers = new Set(answers.map((a) => a.worker));
    expect(workers.size).toBe(2);
    expect(workers.has(String(service.pid))).toBe(false);
    expect(workers.has(null)).toBe(false);
    const ok = answers.filter((a) => a.status === 200);
    const limited = answers.filter((a) => a.status === 429);
    expect(ok).toHaveLength(LIMIT);
    expect(limited).toHaveLength(SENT - LIMIT);
    // Both workers turned requests away: each saw the count the other had added.
    expect(new Set(limited.map((a) => a.worker)).size).toBe(2);
  }, 120_000);

  it('behind a trusted proxy, limits each client apart and links media at the address the client asked', async () => {
    const url = `${service.origin}/api/v2${PATHS.v2.filters('platform_a')}`;
    const fromClient = async (address: string) => {
      const response = await fetch(url, { headers: { 'x-forwarded-for': address } });
      await response.arrayBuffer();
      return { status: response.status, worker: response.headers.get('x-worker') };
    };
    // Without a key, a client address may send ANONYMOUS_RATE_LIMIT requests a minute.
    const first: { status: number; worker: string | null }[] = [];
    let sent = 0;
    const sender = async () => {
      while (sent < ANONYMOUS_RATE_LIMIT + 1) {
        sent += 1;
        first.push(await fromClient('203.0.113.1'));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, sender));
    // The premise: both workers counted the first client's requests.
    expect(new Set(first.map((answer) => answer.worker)).size).toBe(2);
    expect(first.filter((answer) => answer.status === 429)).toHaveLength(1);
    expect((await fromClient('203.0.113.1')).status).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await fromClient('203.0.113.2')).status).toBe(401);

    const search = await fetch(`${service.origin}/api/v2${PATHS.v2.search('platform_a')}`, {
      method: 'POST',
      headers: {
        'x-api-key': 'demo-pro',
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.3',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'ads.example.com',
      },
      body: '{"page":1}',
    });
    const text = await search.text();
    expect(text).toContain('"https://ads.example.com/media/');
    expect(text).not.toContain(service.origin);
  }, 60_000);

  it('stops both workers and itself on Ctrl-C', async () => {
    expect(await service.stop()).toBe(0);
    expect(service.output()).toMatch(/2 workers serving on one port/);
    expect(service.output()).toMatch(/SIGINT: shutting down/);
  }, 60_000);
});
