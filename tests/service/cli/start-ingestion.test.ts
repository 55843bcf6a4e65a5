import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPageSchema, type SearchPage } from '../../../src/contract/ads';
import { okEnvelopeSchema } from '../../../src/contract/envelope';
import { PATHS } from '../../../src/contract/paths';
import { postJson } from '../../utils/service';

/** Seeded ads get ids 1..SEEDED; a higher id was added by ingestion. */
const SEEDED = 300;

let dataDir: string;
let child: ChildProcess;
let output = '';
let origin: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

/** Resolves with the first match of `pattern` in the process output, waiting for it as it is written. */
function waitForOutput(pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(output);
      if (match) {
        child.stdout!.off('data', check);
        child.off('exit', exited);
        resolve(match);
      }
    };
    const exited = (code: number | null) => reject(new Error(`npm start exited with ${code}:\n${output}`));
    child.stdout!.on('data', check);
    child.once('exit', exited);
    check();
  });
}

// The script behind `npm start` (after its build step), run as a user runs it: environment only.
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'start-ingestion-'));
  const port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'src/service/cli/start.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_ADS: String(SEEDED),
      INGEST_INTERVAL_MS: '250',
      INGEST_BATCH: '30',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  origin = (await waitForOutput(/Ads Explorer: (http:\/\/127\.0\.0\.1:\d+)\//))[1]!;
});

afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function searchPage(page: number, lastHit?: number): Promise<SearchPage> {
  const body = { page, ...(lastHit === undefined ? {} : { last_hit: lastHit }) };
  const answer = await postJson(`${origin}/api/v2${PATHS.v2.search('mega')}`, body, 'demo-pro');
  return okEnvelopeSchema(searchPageSchema).parse(answer.body).data;
}

async function pagesOf(lastHit: number): Promise<SearchPage[]> {
  return [await searchPage(1, lastHit), await searchPage(2, lastHit), await searchPage(3, lastHit)];
}

describe('npm start with INGEST_INTERVAL_MS', () => {
  it('adds ads a fresh page 1 shows while an older last_hit still reads its old pages', async () => {
    expect(output).toContain('Ingesting 30 ads every 250 ms');
    // The folder was new: the start said it was creating the database, and how long that took.
    expect(output).toMatch(/Creating the database \(first start\)…\n(.*\n)*?Created the database in \d+\.\d s\n/);
    const first = await searchPage(1);
    const before = await pagesOf(first.last_hit);
    expect(before[0]).toEqual(first);

    const logged = await waitForOutput(/Ingestion \(first batch\): (\d+) ads added, (\d+) updated/);
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
});
