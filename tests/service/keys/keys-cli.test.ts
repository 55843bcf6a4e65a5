import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashKey } from '../../../src/service/keys/hash-key';
import { createPgKeyStore } from '../../../src/service/storage/pg-key-store';
import { openDatabase, type OpenDatabaseOptions } from '../../../src/service/storage/open-database';
import { runKeysCli, secretIn } from '../../utils/keys-cli';
import { createServerDatabase, testBackend } from '../../utils/test-database';

/** Where the CLI finds the database: a temp data folder, or a fresh database on the test server. */
let database: { env: Record<string, string>; open: OpenDatabaseOptions; remove(): Promise<void> };

beforeAll(async () => {
  if (testBackend() === 'postgres') {
    const { url, drop } = await createServerDatabase();
    database = { env: { DATABASE_URL: url }, open: { url }, remove: drop };
  } else {
    const dataDir = await mkdtemp(join(tmpdir(), 'keys-cli-'));
    const remove = () => rm(dataDir, { recursive: true, force: true });
    database = { env: { DATABASE_URL: '', DATA_DIR: dataDir }, open: { dataDir }, remove };
  }
});
afterAll(() => database.remove());

const keys = (...args: string[]) => runKeysCli(database.env, ...args);

describe('npm run keys', () => {
  it('creates a key shown once, lists keys without secrets, revokes by id', async () => {
    const created = await keys('create', '--plan', 'free', '--label', 'analyst', '--rate-limit', '42');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/Created key 1 \(free, 42 requests a minute\)/);
    const secret = secretIn(created.stdout);
    expect(secret).toBeDefined();

    const listed = await keys('list');
    expect(listed.stdout).toMatch(/^1\s+free\s+42\/min\s+active\s+\S+\s+analyst$/m);
    expect(listed.stdout).not.toContain(secret!);

    expect((await keys('revoke', '1')).stdout).toMatch(/Revoked key 1/);
    expect((await keys('revoke', '1')).stdout).toMatch(/No active key 1/);
    expect((await keys('list')).stdout).toMatch(/^1\s+free\s+42\/min\s+revoked/m);

    const db = await openDatabase(database.open);
    try {
      const record = await createPgKeyStore(db).findByHash(hashKey(secret!));
      expect(record).toMatchObject({ id: 1, plan: 'free', rateLimit: 42, label: 'analyst' });
      expect(record!.revokedAt).not.toBeNull();
    } finally {
      await db.close();
    }
  }, 180_000);

  it('refuses a bad plan or command with usage and exit code 2, touching nothing', async () => {
    for (const args of [['create', '--plan', 'gold'], ['rotate'], ['revoke', 'x']]) {
      const answer = await keys(...args);
      expect(answer.code).toBe(2);
      expect(answer.stderr).toMatch(/Usage: npm run keys/);
    }
  }, 60_000);
});
