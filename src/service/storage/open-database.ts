import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db, DbSession } from './db';
import { openMemoryPglite, saveMemoryTemplate } from './memory-template';
import { migrate } from './migrate';

/** Where the database lives: a data folder, or `memory` for a throw-away database (tests). */
export interface OpenDatabaseOptions {
  /** Defaults to `DATA_DIR`, else `<cwd>/data`. */
  dataDir?: string | 'memory';
}

/** Opens PGlite in the data folder (created when missing) and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Db> {
  const dataDir = options.dataDir ?? process.env.DATA_DIR ?? resolve(process.cwd(), 'data');
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  if (dataDir === 'memory') {
    const { pg, fromTemplate } = await openMemoryPglite();
    const db = pgliteDb(pg);
    await migrate(db);
    if (!fromTemplate) await saveMemoryTemplate(pg);
    return db;
  }
  const pg = new PGlite(dataDir);
  await pg.waitReady;
  const db = pgliteDb(pg);
  await migrate(db);
  return db;
}

type PgliteSession = Pick<PGlite, 'query' | 'exec'>;

function session(pg: PgliteSession): DbSession {
  return {
    query: async <Row>(sql: string, params?: unknown[]) => {
      const result = await pg.query<Row>(sql, params);
      return { rows: result.rows };
    },
    exec: async (sql) => {
      await pg.exec(sql);
    },
  };
}

function pgliteDb(pg: PGlite): Db {
  return {
    ...session(pg),
    transaction: (work) => pg.transaction((tx) => work(session(tx))),
    close: () => pg.close(),
  };
}
