import { setTimeout as sleep } from 'node:timers/promises';
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
    /** The run's folder of seeded PGlite data folders and dumps (`tests/utils/seeded-catalogues-setup.ts`). */
    seededCatalogues?: string;
  }
}

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
  await makeOnce(template, async (building) => {
    const db = await openDatabase({ dataDir: building });
    await seedDemo(db, { ads });
    await db.close();
  });
  const copy = mkdtempSync(join(root, 'copy-'));
  // `cp` copies the folder's thousand files in 0.1-0.3 s, in a process of its own; Node's
  // `cpSync` held the calling file's event loop for 0.6-0.9 s.
  await execFileAsync('cp', ['-R', `${template}/.`, copy]);
  return copy;
}

let ownRoot: string | undefined;

/**
 * The run's folder of catalogues: the one the test projects' global setup provides, or, outside
 * Vitest (the benches), one of this process's own, removed when it exits.
 */
export function catalogueRoot(): string {
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

/**
 * Makes `path` (a file or a folder) unless it exists, once however many workers ask for it at a
 * time: the first to take a lock folder makes it under a temporary name, renamed when whole,
 * while the others wait.
 */
export async function makeOnce(path: string, make: (partial: string) => Promise<void>): Promise<void> {
  const lock = `${path}.lock`;
  while (!existsSync(path)) {
    try {
      mkdirSync(lock);
    } catch {
      await sleep(100);
      continue;
    }
    try {
      const partial = `${path}.partial`;
      rmSync(partial, { recursive: true, force: true });
      await make(partial);
      renameSync(partial, path);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}
