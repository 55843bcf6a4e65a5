import { createHash, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { seedDemo, type SeedOptions } from '../../src/service/demo/seed-demo';
import type { Db } from '../../src/service/storage/db';
import { openMemoryPglite } from '../../src/service/storage/memory-template';
import { migrate } from '../../src/service/storage/migrate';
import { openDatabase } from '../../src/service/storage/open-database';
import { pgliteOptions } from '../../src/service/storage/pglite-options';
import { pgliteDb } from '../../src/service/storage/pglite-db';
import { catalogueRoot, makeOnce } from './seeded-catalogues';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throw-away PostgreSQL server of the `postgres` project (`tests/utils/postgres-setup.ts`). */
    postgres?: { url: string; template: string };
  }
}

/** The database the service tests of this project run on. */
export type TestBackend = 'pglite' | 'postgres';

export const testBackend = (): TestBackend => (inject('postgres') ? 'postgres' : 'pglite');

/**
 * A new database on the test server, migrated unless `unmigrated`, a copy of the database
 * `template` when given, and how to drop it.
 */
export async function createServerDatabase(
  options: { unmigrated?: boolean; template?: string } = {},
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const server = inject('postgres');
  if (!server) throw new Error('No test server: this file runs in the postgres project only.');
  const name = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const template = options.template ?? (options.unmigrated ? 'template0' : server.template);
  await admin(server.url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return {
    name,
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
 * A fresh, migrated database of the project's backend: an in-memory PGlite, or a new database on
 * the project's PostgreSQL server (dropped on close). Empty, or holding the demo catalogue `seed`
 * makes. Every call is apart from the others.
 */
export async function openTestDatabase(seed?: SeedOptions): Promise<Db> {
  const pglite = testBackend() === 'pglite';
  if (!seed) return pglite ? openDatabase({ dataDir: 'memory' }) : openServerDatabase();
  return pglite ? loadPglite(await seededDump(seed)) : openServerDatabase(await seededServerDatabase(seed));
}

async function openServerDatabase(template?: string): Promise<Db> {
  const { url, drop } = await createServerDatabase({ template });
  const db = await openDatabase({ url });
  return {
    ...db,
    async close() {
      await db.close();
      await drop();
    },
  };
}

/** A catalogue's name in the run's folder. */
const seedKey = (seed: SeedOptions) => createHash('sha256').update(JSON.stringify(seed)).digest('hex').slice(0, 16);

/**
 * Seeding a catalogue takes seconds; copying a seeded one, a fraction of that. So each catalogue,
 * keyed by its seed options, is seeded once a run (the first worker to ask seeds it while the
 * others wait, `makeOnce`), a worker reads it once, and every file that asks for it gets a copy.
 * A catalogue seeded without `now` keeps the instant it was seeded.
 */
function oncePerSeed<T>(make: (seed: SeedOptions) => Promise<T>): (seed: SeedOptions) => Promise<T> {
  const made = new Map<string, Promise<T>>();
  return (seed) => {
    const key = seedKey(seed);
    if (!made.has(key)) made.set(key, make(seed));
    return made.get(key)!;
  };
}

/** A dump of an in-memory PGlite holding the catalogue, kept in the run's folder. */
const seededDump = oncePerSeed(async (seed) => {
  const path = join(catalogueRoot(), `pglite-${seedKey(seed)}.tar`);
  await makeOnce(path, async (partial) => {
    const { pg: source } = await openMemoryPglite();
    try {
      const db = pgliteDb(source);
      await migrate(db);
      await seedDemo(db, seed);
      const dump = await source.dumpDataDir('none');
      await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await source.close();
    }
  });
  return new Blob([await readFile(path)]);
});

async function loadPglite(dump: Blob): Promise<Db> {
  const copy = new PGlite({ ...pgliteOptions('memory'), loadDataDir: dump });
  await copy.waitReady;
  return pgliteDb(copy);
}

/**
 * The name of a database on the test server holding the catalogue, for copies to be made of; the
 * name is kept in the run's folder.
 */
const seededServerDatabase = oncePerSeed(async (seed) => {
  const path = join(catalogueRoot(), `postgres-${seedKey(seed)}`);
  await makeOnce(path, async (partial) => {
    const { name, url } = await createServerDatabase();
    const db = await openDatabase({ url });
    try {
      await seedDemo(db, seed);
    } finally {
      await db.close();
    }
    await writeFile(partial, name);
  });
  return readFile(path, 'utf8');
});
