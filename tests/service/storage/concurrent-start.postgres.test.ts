import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, type SeedOutcome } from '../../../src/service/demo/seed-demo';
import type { Db } from '../../../src/service/storage/db';
import { migrate } from '../../../src/service/storage/migrate';
import type { Migration } from '../../../src/service/storage/migration';
import { MIGRATIONS } from '../../../src/service/storage/migrations';
import { serverDb } from '../../../src/service/storage/server-db';
import { createServerDatabase } from '../../utils/test-database';

/** Processes that start together each open their own pool; four pools stand for four processes. */
const STARTERS = 4;

describe('several processes starting on one empty server database', () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let pools: Db[];
  beforeAll(async () => {
    database = await createServerDatabase({ unmigrated: true });
    pools = Array.from({ length: STARTERS }, () => serverDb(database.url, { poolSize: 2 }));
  });
  afterAll(async () => {
    await Promise.all(pools.map((db) => db.close()));
    await database.drop();
  });

  it('apply each migration once between them, and all find the schema complete', async () => {
    const { rows: before } = await pools[0]!.query<{ found: string | null }>(
      "SELECT to_regclass('schema_migrations')::text AS found",
    );
    expect(before[0]!.found).toBeNull();

    const applied = await Promise.all(pools.map((db) => migrate(db)));
    expect(applied.flat().sort((a, b) => a - b)).toEqual(MIGRATIONS.map((m) => m.version));
    const { rows } = await pools[0]!.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it('seed the demo catalogue once between them', async () => {
    const outcomes = await Promise.all(pools.map((db) => seedDemo(db, { ads: 300, seed: 5 })));
    expect(outcomes.filter((o) => o.kind === 'seeded')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'skipped')).toHaveLength(STARTERS - 1);
    const { rows } = await pools[1]!.query<{ ads: number }>('SELECT count(*)::int AS ads FROM ads');
    expect(rows[0]!.ads).toBe(300);
  });
});

describe('a process starting while another migrates or seeds, under the service’s statement timeout', () => {
  /** Far below the time the other process's work takes. */
  const TIMEOUT_MS = 500;

  /** Two processes' pools on a new database, with the timeout, for `work`; dropped after. */
  async function twoProcesses(work: (pools: Db[]) => Promise<void>) {
    const database = await createServerDatabase({ unmigrated: true });
    const pools = [0, 1].map(() => serverDb(database.url, { poolSize: 2, statementTimeoutMs: TIMEOUT_MS }));
    try {
      await work(pools);
    } finally {
      await Promise.all(pools.map((db) => db.close()));
      await database.drop();
    }
  }

  it('waits for the other’s migration however long it runs', () =>
    twoProcesses(async (pools) => {
      const slow: Migration = {
        version: 1,
        name: 'slow',
        sql: 'SELECT pg_sleep(1.2); CREATE TABLE slow_done (id int);',
      };
      const started = Date.now();
      const applied = await Promise.all(pools.map((db) => migrate(db, [slow])));
      // The premise: one waited on the other's migration for longer than the timeout.
      expect(Date.now() - started).toBeGreaterThan(1_200);
      expect(applied.flat()).toEqual([1]);
    }));

  it('waits for the other’s seeding however long it runs', () =>
    twoProcesses(async (pools) => {
      await migrate(pools[0]!);
      // The second process starts once the first is inside its seeding, the ads table its own.
      let second: Promise<{ outcome: SeedOutcome; waitedMs: number }> | undefined;
      const waiting = async () => {
        const started = Date.now();
        const outcome = await seedDemo(pools[1]!, { ads: 4_000, seed: 5 });
        return { outcome, waitedMs: Date.now() - started };
      };
      const first = await seedDemo(pools[0]!, { ads: 4_000, seed: 5, onProgress: () => void (second ??= waiting()) });
      const { outcome, waitedMs } = await second!;
      expect(first.kind).toBe('seeded');
      // The premise: the second process waited longer than its statements' timeout.
      expect(waitedMs).toBeGreaterThan(TIMEOUT_MS);
      expect(outcome).toEqual({ kind: 'skipped', reason: 'not empty' });
    }));
});
