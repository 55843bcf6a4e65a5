import { bootTransaction } from './boot-work';
import type { Db, DbSession } from './db';
import type { Migration } from './migration';
import { MIGRATIONS } from './migrations';

/** Advisory lock key that serializes schema changes across every process sharing one database. */
const MIGRATION_LOCK = 7_240_001;

/**
 * Waits for the migration lock, however long another process's migration runs (in a
 * `bootTransaction`); released when the transaction of `tx` ends.
 */
const lock = (tx: DbSession) => tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);

/**
 * Applies every migration not yet recorded, each in its own transaction, and answers the versions
 * this call applied. Each transaction holds the migration lock and checks the record again, so
 * processes that start together apply each migration once and wait for each other.
 */
export async function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  await bootTransaction(db, async (tx) => {
    await lock(tx);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      );
    `);
  });
  const done = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  const recorded = new Set(done.rows.map((row) => row.version));
  const pending = [...migrations].sort((a, b) => a.version - b.version).filter((m) => !recorded.has(m.version));
  const applied: number[] = [];
  for (const migration of pending) {
    const ran = await bootTransaction(db, async (tx) => {
      await lock(tx);
      const found = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (found.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}
