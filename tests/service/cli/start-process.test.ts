import { setTimeout as sleep } from 'node:timers/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../../scripts/postgres/cluster';
import { searchPageSchema, type SearchPage } from '../../../src/contract/ads';
import { okEnvelopeSchema } from '../../../src/contract/envelope';
import { PATHS } from '../../../src/contract/paths';
import { postJson } from '../../utils/service';
import { startServiceProcess, type ServiceProcess } from '../../utils/service-process';
import { createServerDatabase, testBackend } from '../../utils/test-database';

/** Seeded ads get ids 1..SEEDED; a higher id was added by ingestion. */
const SEEDED = 300;

/** The databases the processes of this file were given, removed after. */
const databases: { remove(): Promise<void> }[] = [];
afterAll(() => Promise.all(databases.map((database) => database.remove())));

/**
 * The script behind `npm start` (after its build step), run as a user runs it, environment only,
 * with `env`, on a database of its own: a new data folder, or a new database on the test server.
 */
async function start(env: Record<string, string>): Promise<ServiceProcess & { env: Record<string, string> }> {
  if (testBackend() === 'postgres') {
    const { url, drop } = await createServerDatabase();
    databases.push({ remove: drop });
    env = { ...env, DATABASE_URL: url };
  } else {
    const dataDir = await mkdtemp(join(tmpdir(), 'start-process-'));
    databases.push({ remove: () => rm(dataDir, { recursive: true, force: true }) });
    env = { ...env, DATABASE_URL: '', DATA_DIR: dataDir };
  }
  env = { ...env, PORT: String(await freePort()), HOST: '127.0.0.1' };
  return { ...(await startServiceProcess(env)), env };
}

/** The first match of `pattern` in what `service` printed, waiting for it to be printed. */
async function printed(service: ServiceProcess, pattern: RegExp): Promise<RegExpExecArray> {
  await vi.waitFor(() => expect(service.output()).toMatch(pattern), { timeout: 30_000, interval: 50 });
  return pattern.exec(service.output())!;
}

describe('npm start with INGEST_INTERVAL_MS', () => {
  let service: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    service = await start({ DEMO_ADS: String(SEEDED), INGEST_INTERVAL_MS: '250', INGEST_BATCH: '30' });
  });
  afterAll(() => service.stop());

  async function searchPage(page: number, lastHit?: number): Promise<SearchPage> {
    const body = { page, ...(lastHit === undefined ? {} : { last_hit: lastHit }) };
    const answer = await postJson(`${service.origin}/api/v2${PATHS.v2.search('mega')}`, body, 'demo-pro');
    return okEnvelopeSchema(searchPageSchema).parse(answer.body).data;
  }

  async function pagesOf(lastHit: number): Promise<SearchPage[]> {
    return [await searchPage(1, lastHit), await searchPage(2, lastHit), await searchPage(3, lastHit)];
  }

  it('adds ads a fresh page 1 shows while an older last_hit still reads its old pages', async () => {
    expect(service.output()).toContain('Ingesting 30 ads every 250 ms');
    if (testBackend() === 'pglite') {
      // The folder was new: the start said it was creating the database, and how long that took.
      expect(service.output()).toMatch(
        /Creating the database \(first start\)…\n(.*\n)*?Created the database in \d+\.\d s\n/,
      );
    }
    const first = await searchPage(1);
    const before = await pagesOf(first.last_hit);
    expect(before[0]).toEqual(first);

    const logged = await printed(service, /Ingestion \(first batch\): (\d+) ads added, (\d+) updated/);
    expect(Number(logged[1])).toBeGreaterThan(0);
    expect(Number(logged[2])).toBeGreaterThan(0);

    let fresh = await searchPage(1);
    while (fresh.last_hit === first.last_hit || !fresh.ads.some((ad) => ad.id > SEEDED)) {
      await sleep(250);
      fresh = await searchPage(1);
    }
    expect(fresh.ads.map((ad) => ad.id)).not.toEqual(first.ads.map((ad) => ad.id));

    expect(await pagesOf(first.last_hit)).toEqual(before);
    const ids = before.flatMap((page) => page.ads.map((ad) => ad.id));
    expect(new Set(ids).size).toBe(54);
  }, 60_000);

  it.skipIf(testBackend() === 'postgres')(
    'refuses a second start on its data folder, naming the process that has it open',
    async () => {
      const second = startServiceProcess({ ...service.env, PORT: String(await freePort()) });
      await expect(second).rejects.toThrow(
        new RegExp(`exited with code 1 before listening:[\\s\\S]*is open in process ${service.pid} `),
      );
      // The first one still answers.
      expect((await searchPage(1)).ads.length).toBeGreaterThan(0);
    },
    60_000,
  );
});

describe('npm start, stopped as it starts listening', () => {
  it('lets the first page render, begun as it listens, finish before it closes the database', async () => {
    const service = await start({ DEMO_ADS: '20' });
    // Stopped gracefully: a signal that came before its handler would have ended it at once (no code).
    expect(await service.stop()).toBe(0);
    const output = service.output();
    const shutdown = output.slice(output.indexOf('SIGINT: shutting down'));
    // Premise: the render was still running when the signal came.
    expect(shutdown).toMatch(/^SIGINT: shutting down\nWaiting for (a page render|\d+ page renders) to finish\n/);
    // Its requests were answered: none failed against a closed database.
    expect(shutdown).not.toMatch(/failed|could not be rendered/);
  }, 60_000);
});
