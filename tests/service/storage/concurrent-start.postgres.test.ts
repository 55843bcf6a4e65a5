import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../src/service/demo/seed-demo';
import type { Db } from '../../../src/service/storage/db';
import { migrate } from '../../../src/service/storage/migrate';
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
