import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS } from './migrations';
import { pgliteOptions } from './pglite-options';
import { createPglite, PGLITE_INITDB } from './pglite-initdb';

/**
 * Creating a PGlite database runs initdb, which takes several seconds; loading a dump of one
 * takes a fraction of that. In-memory databases (tests) therefore start from a dump of a fresh,
 * migrated database, kept in the temp folder and named after the schema and the way initdb made
 * it, so a change of either makes a new one; so does a new data folder when the dump is there. A
 * missing or unreadable dump only costs the slow path.
 */
const templatePath = () => {
  const schema = createHash('sha256')
    .update(JSON.stringify([MIGRATIONS, PGLITE_INITDB]))
    .digest('hex')
    .slice(0, 16);
  return join(tmpdir(), `ads-explorer-pglite-${schema}.tar`);
};

/** The cached dump of a fresh database migrated to the current schema, if there is one. */
export function schemaTemplate(): Blob | undefined {
  const path = templatePath();
  if (!existsSync(path)) return undefined;
  try {
    return new Blob([readFileSync(path)]);
  } catch {
    return undefined;
  }
}

/** A fresh in-memory PGlite, from the cached dump when there is one. */
export async function openMemoryPglite(): Promise<{ pg: PGlite; fromTemplate: boolean }> {
  const template = schemaTemplate();
  if (template) {
    try {
      const pg = new PGlite({ ...pgliteOptions('memory'), loadDataDir: template });
      await pg.waitReady;
      return { pg, fromTemplate: true };
    } catch {
      // An unreadable dump (e.g. written by another PGlite version): fall through to initdb.
    }
  }
  return { pg: await createPglite(), fromTemplate: false };
}

/** Stores a dump of `pg` (freshly migrated, still empty) for the next in-memory database. */
export async function saveMemoryTemplate(pg: PGlite): Promise<void> {
  const path = templatePath();
  if (existsSync(path)) return;
  const dump = await pg.dumpDataDir('none');
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
  renameSync(partial, path);
}
