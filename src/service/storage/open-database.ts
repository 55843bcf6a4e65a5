import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DATA_FOLDER_LOCK, lockDataFolder } from './data-folder-lock';
import type { Db } from './db';
import { openMemoryPglite, saveMemoryTemplate, schemaTemplate } from './memory-template';
import { migrate } from './migrate';
import { pgliteDb } from './pglite-db';
import { pgliteOptions } from './pglite-options';
import { createPglite } from './pglite-initdb';
import { serverDb } from './server-db';

/**
 * Where the database lives: a PostgreSQL server (`url`), a PGlite data folder, or `memory` for a
 * throw-away PGlite (tests). With neither given: `DATABASE_URL` when set, else `DATA_DIR`, else `<cwd>/data`.
 */
export interface OpenDatabaseOptions {
  url?: string;
  dataDir?: string | 'memory';
  /** Pool size per process on a server. */
  poolSize?: number;
  /** On a server, statements running longer are cancelled (SQLSTATE 57014); default none. */
  statementTimeoutMs?: number;
}

/** Opens the database and brings its schema up to date (once, however many processes start together). */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Db> {
  const url = options.url ?? (options.dataDir === undefined ? process.env.DATABASE_URL || undefined : undefined);
  if (url) {
    const db = serverDb(url, { poolSize: options.poolSize, statementTimeoutMs: options.statementTimeoutMs });
    try {
      await migrate(db);
    } catch (error) {
      await db.close();
      throw error;
    }
    return db;
  }
  const dataDir = options.dataDir ?? process.env.DATA_DIR ?? resolve(process.cwd(), 'data');
  if (dataDir === 'memory') {
    const { pg, fromTemplate } = await openMemoryPglite();
    const db = pgliteDb(pg);
    await migrate(db);
    if (!fromTemplate) await saveMemoryTemplate(pg);
    return db;
  }
  return openLockedFolder(dataDir);
}

/**
 * The database in the folder `dataDir`, migrated, which this process holds until it closes it:
 * another process opening the folder meanwhile is refused ({@link lockDataFolder}).
 */
async function openLockedFolder(dataDir: string): Promise<Db> {
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataFolder(dataDir);
  let db: Db | undefined;
  try {
    db = pgliteDb(await openPgliteDir(dataDir));
    await migrate(db);
  } catch (error) {
    await db?.close();
    lock.release();
    throw error;
  }
  const opened = db;
  return {
    ...opened,
    close: () => opened.close().finally(() => lock.release()),
  };
}

/** The entries of a data folder that are its database's: all but the lock naming the process that has it open. */
const databaseFiles = (dataDir: string) => readdirSync(dataDir).filter((entry) => entry !== DATA_FOLDER_LOCK);

/** Whether `dataDir` holds no database yet: no such folder, or one with no database file. */
export function isNewDataFolder(dataDir: string): boolean {
  return !existsSync(dataDir) || databaseFiles(dataDir).length === 0;
}

/**
 * PGlite in the folder `dataDir`, created when missing. A new (empty) folder is filled from the
 * dump of a migrated database when one is cached ({@link schemaTemplate}): initdb was 3 s of
 * CPU of a fresh clone's first start, loading the dump half that. A dump that fails to load
 * leaves the folder empty again for initdb. `template` reads the dump (tests give their own).
 */
export async function openPgliteDir(dataDir: string, template = schemaTemplate): Promise<PGlite> {
  const fresh = isNewDataFolder(dataDir);
  mkdirSync(dataDir, { recursive: true });
  if (!fresh) {
    const pg = new PGlite(dataDir, pgliteOptions('folder'));
    await pg.waitReady;
    return pg;
  }
  const dump = template();
  if (dump) {
    try {
      const pg = new PGlite(dataDir, { ...pgliteOptions('folder'), loadDataDir: dump });
      await pg.waitReady;
      return pg;
    } catch {
      for (const entry of databaseFiles(dataDir)) rmSync(join(dataDir, entry), { recursive: true, force: true });
    }
  }
  return createPglite(dataDir);
}
