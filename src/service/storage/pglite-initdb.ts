import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-options';

/**
 * initdb's options beyond PGlite's own: the write-ahead log in segments of 1 MB, not 16. A
 * database this size keeps a few MB of log, but a whole first segment was a third of every dump
 * (the copies each test file and each new data folder load).
 */
const INITDB_PARAMS = ['--wal-segsize=1'];

/** What a database made by {@link createPglite} is, for names of dumps made from one. */
export const PGLITE_INITDB = `initdb ${INITDB_PARAMS.join(' ')}, no template databases`;

/**
 * A new PGlite database (initdb), in memory or in the empty folder `dataDir`, without the
 * template databases initdb makes: PGlite never creates a database from them, and they were 15
 * of the 47 MB of a test catalogue's dump.
 */
export async function createPglite(dataDir?: string): Promise<PGlite> {
  const pg = new PGlite({ ...pgliteOptions(dataDir ? 'folder' : 'memory'), dataDir, initDbStartParams: INITDB_PARAMS });
  await pg.waitReady;
  for (const template of ['template1', 'template0']) {
    await pg.exec(`ALTER DATABASE ${template} IS_TEMPLATE false`);
    await pg.exec(`DROP DATABASE ${template}`);
  }
  return pg;
}
