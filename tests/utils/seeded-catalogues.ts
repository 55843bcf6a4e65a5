import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { seedDemo } from '../../src/service/demo/seed-demo';
import { openDatabase } from '../../src/service/storage/open-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder of seeded PGlite data folders (`tests/utils/seeded-catalogues-setup.ts`). */
    seededCatalogues?: string;
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const execFileAsync = promisify(execFile);

/**
 * A fresh PGlite data folder holding the demo catalogue of `ads` ads, for a service to boot on as
 * `npm start` boots on an existing `DATA_DIR`. The catalogue is seeded once per test run and size
 * (the first file to ask seeds it while the others wait) and copied for each caller, so every file
 * gets data of its own without paying for the seeding. The caller removes the folder when done.
 */
export async function seededDataDir(ads: number): Promise<string> {
  const root = catalogueRoot();
  const template = join(root, `ads-${ads}`);
  await ensureTemplate(template, ads);
  const copy = mkdtempSync(join(root, 'copy-'));
  // `cp` copies the folder's thousand files in 0.1-0.3 s, in a process of its own; Node's
  // `cpSync` held the calling file's event loop for 0.6-0.9 s.
  await execFileAsync('cp', ['-R', `${template}/.`, copy]);
  return copy;
}

let ownRoot: string | undefined;

/**
 * The run's folder of catalogues: the one the browser tests' global setup provides, or, outside
 * Vitest (the benches), one of this process's own, removed when it exits.
 */
function catalogueRoot(): string {
  let provided: string | undefined;
  try {
    provided = inject('seededCatalogues');
  } catch {
    if (!ownRoot) {
      const root = mkdtempSync(join(tmpdir(), 'ads-explorer-catalogues-'));
      process.once('exit', () => rmSync(root, { recursive: true, force: true }));
      ownRoot = root;
    }
    return ownRoot;
  }
  if (!provided) throw new Error('No seeded catalogues: the project needs tests/utils/seeded-catalogues-setup.ts.');
  return provided;
}

/** Seeds `template` unless it exists; a lock folder makes one caller seed while the others wait. */
async function ensureTemplate(template: string, ads: number): Promise<void> {
  const lock = `${template}.lock`;
  while (!existsSync(template)) {
    try {
      mkdirSync(lock);
    } catch {
      await sleep(100);
      continue;
    }
    try {
      const building = `${template}.building`;
      rmSync(building, { recursive: true, force: true });
      const db = await openDatabase({ dataDir: building });
      await seedDemo(db, { ads });
      await db.close();
      renameSync(building, template);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}
