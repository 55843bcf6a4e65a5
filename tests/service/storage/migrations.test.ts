import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/service/storage/db';
import { migrate } from '../../../src/service/storage/migrate';
import { MIGRATIONS } from '../../../src/service/storage/migrations';
import { openTestDatabase, testBackend } from '../../utils/test-database';

describe('schema migrations', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('runs on the database of its test project', async () => {
    const { rows } = await db.query<{ version: string }>('SELECT version() AS version');
    // PGlite is PostgreSQL compiled to WebAssembly, and its version string says so.
    expect(/wasm|emscripten/i.test(rows[0]!.version)).toBe(testBackend() === 'pglite');
  });

  it('records every numbered migration once, in order', async () => {
    const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it('applies nothing the second time', async () => {
    expect(await migrate(db)).toEqual([]);
  });

  it('applies a new migration and only that one', async () => {
    const next = { version: 999, name: 'probe', sql: 'CREATE TABLE probe (id integer)' };
    expect(await migrate(db, [...MIGRATIONS, next])).toEqual([999]);
    const { rows } = await db.query('SELECT * FROM probe');
    expect(rows).toEqual([]);
  });

  it('rolls a failing migration back whole', async () => {
    const broken = {
      version: 1000,
      name: 'broken',
      sql: 'CREATE TABLE half (id integer); SELECT * FROM missing_table;',
    };
    await expect(migrate(db, [...MIGRATIONS, broken])).rejects.toThrow();
    const { rows } = await db.query("SELECT to_regclass('half') AS found");
    expect(rows[0]).toEqual({ found: null });
  });

  it('opens every in-memory database empty and apart from the others', async () => {
    await db.query("INSERT INTO filter_options (filter, key, label) VALUES ('interests', 1, 'Only here')");
    const other = await openTestDatabase();
    try {
      const { rows } = await other.query('SELECT * FROM filter_options');
      expect(rows).toEqual([]);
      const versions = await other.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(versions.rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
    } finally {
      await other.close();
    }
  });
});
