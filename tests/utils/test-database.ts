import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../../src/service/storage/db';
import { openDatabase } from '../../src/service/storage/open-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throw-away PostgreSQL server of the `postgres` project (`tests/utils/postgres-setup.ts`). */
    postgres?: { url: string; template: string };
  }
}

/** The database the service tests of this project run on. */
export type TestBackend = 'pglite' | 'postgres';

export const testBackend = (): TestBackend => (inject('postgres') ? 'postgres' : 'pglite');

/** A new database on the test server, migrated unless `unmigrated`, and how to drop it. */
export async function createServerDatabase(
  options: { unmigrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const server = inject('postgres');
  if (!server) throw new Error('No test server: this file runs in the postgres project only.');
  const name = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await admin(server.url, `CREATE DATABASE ${name} TEMPLATE ${options.unmigrated ? 'template0' : server.template}`);
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(server.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty, migrated database of the project's backend: an in-memory PGlite, or a new
 * database on the project's PostgreSQL server (dropped on close). Every call is apart from the others.
 */
export async function openTestDatabase(): Promise<Db> {
  if (testBackend() === 'pglite') return openDatabase({ dataDir: 'memory' });
  const { url, drop } = await createServerDatabase();
  const db = await openDatabase({ url });
  return {
    ...db,
    async close() {
      await db.close();
      await drop();
    },
  };
}
