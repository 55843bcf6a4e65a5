import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, openPgliteDir } from '../../../src/service/storage/open-database';
import { openConfiguredDatabase } from '../../../src/service/cli/open-configured-database';
import type { Db } from '../../../src/service/storage/db';
import { openMemoryPglite } from '../../../src/service/storage/memory-template';
import { openTestDatabase, testBackend } from '../../utils/test-database';

let folder: string | undefined;
afterEach(() => folder && rm(folder, { recursive: true, force: true }));

/** A dump of an in-memory database that holds a table no migration makes, so a load from it shows. */
async function markedDump(): Promise<Blob> {
  const { pg } = await openMemoryPglite();
  try {
    await pg.exec('CREATE TABLE from_template (marker text); INSERT INTO from_template VALUES ($$dump$$);');
    return await pg.dumpDataDir('none');
  } finally {
    await pg.close();
  }
}

const markerOf = async (pg: Pick<PGlite, 'query'>) =>
  (await pg.query<{ marker: string }>('SELECT marker FROM from_template')).rows[0]?.marker;

/** The databases in `pg` and the size of its log's segments, which initdb fixes. */
async function madeAs(pg: Pick<PGlite, 'query'>) {
  const databases = await pg.query<{ datname: string }>('SELECT datname FROM pg_database ORDER BY datname');
  const segments = await pg.query<{ wal_segment_size: string }>('SHOW wal_segment_size');
  return { databases: databases.rows.map((row) => row.datname), walSegment: segments.rows[0]?.wal_segment_size };
}

/** The shared buffers `pg` runs with: 64 MB in a folder and 16 MB in memory, not PostgreSQL's 128 MB. */
const sharedBuffers = async (pg: Pick<PGlite, 'query'> | Pick<Db, 'query'>) =>
  (await pg.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0]?.shared_buffers;

/** What initdb makes for PGlite: no template databases, and a log in 1 MB segments (small dumps). */
const MADE_BY_INITDB = { databases: ['postgres'], walSegment: '1MB' };

// Embedded data folders only: the postgres project would run the same PGlite test again. Each
// test creates a database on disk, which takes seconds (initdb) under a loaded run.
describe.skipIf(testBackend() === 'postgres')('a new embedded data folder', () => {
  it('starts from the schema dump, keeps it on disk, and is migrated on open', async () => {
    folder = await mkdtemp(join(tmpdir(), 'data-folder-'));
    const dataDir = join(folder, 'data');
    const dump = await markedDump();
    const pg = await openPgliteDir(dataDir, () => dump);
    expect(await markerOf(pg)).toBe('dump');
    expect(await sharedBuffers(pg)).toBe('64MB');
    await pg.close();

    // Reopened as `npm start` opens it: the dump's rows are on disk, and the schema is current.
    const db = await openDatabase({ dataDir });
    try {
      expect((await db.query<{ marker: string }>('SELECT marker FROM from_template')).rows).toEqual([
        { marker: 'dump' },
      ]);
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ads');
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('starts in memory from a dump of a database made as a new folder is, with smaller buffers', async () => {
    const { pg } = await openMemoryPglite();
    try {
      expect(await madeAs(pg)).toEqual(MADE_BY_INITDB);
      expect(await sharedBuffers(pg)).toBe('16MB');
    } finally {
      await pg.close();
    }
    // So does a copy of a seeded test catalogue.
    const seeded = await openTestDatabase({ ads: 40 });
    try {
      expect(await sharedBuffers(seeded)).toBe('16MB');
    } finally {
      await seeded.close();
    }
  });

  it('says, as the service opens it, that a new folder’s database is being created, and how long it took', async () => {
    folder = await mkdtemp(join(tmpdir(), 'data-folder-'));
    const dataDir = join(folder, 'data');
    const config = { dataDir, databaseUrl: undefined, poolSize: 1, statementTimeoutMs: 0 };
    const lines: string[] = [];
    const db = await openConfiguredDatabase(config, (line) => lines.push(line));
    await db.close();
    expect(lines).toEqual([
      `Database: ${dataDir} (embedded)`,
      'Creating the database (first start)…',
      expect.stringMatching(/^Created the database in \d+\.\d s$/),
    ]);
    // Opened again, it is there already.
    lines.length = 0;
    await (await openConfiguredDatabase(config, (line) => lines.push(line))).close();
    expect(lines).toEqual([`Database: ${dataDir} (embedded)`]);
  }, 120_000);

  it('runs initdb without a dump, and never loads one over a folder in use', async () => {
    folder = await mkdtemp(join(tmpdir(), 'data-folder-'));
    const dataDir = join(folder, 'data');
    const pg = await openPgliteDir(dataDir, () => undefined);
    await expect(markerOf(pg)).rejects.toThrow(/from_template/);
    expect(await sharedBuffers(pg)).toBe('64MB');
    await pg.exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (1);');
    await pg.close();
    expect(await readdir(dataDir)).toContain('PG_VERSION');

    const dump = await markedDump();
    let asked = 0;
    const again = await openPgliteDir(dataDir, () => {
      asked += 1;
      return dump;
    });
    try {
      expect(asked).toBe(0);
      expect(await madeAs(again)).toEqual(MADE_BY_INITDB);
      expect(await sharedBuffers(again)).toBe('64MB');
      expect((await again.query('SELECT n FROM kept')).rows).toEqual([{ n: 1 }]);
      await expect(markerOf(again)).rejects.toThrow(/from_template/);
    } finally {
      await again.close();
    }
  }, 120_000);
});
