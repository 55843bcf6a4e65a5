import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATA_FOLDER_LOCK, DataFolderInUseError } from '../../../src/service/storage/data-folder-lock';
import { isNewDataFolder, openDatabase } from '../../../src/service/storage/open-database';
import { testBackend } from '../../utils/test-database';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'data-folder-lock-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const lockFile = () => join(dataDir, DATA_FOLDER_LOCK);

describe.skipIf(testBackend() === 'postgres')('a data folder open in one process', () => {
  it('is refused to a second opening, which names the process, until the first closes it', async () => {
    const db = await openDatabase({ dataDir });
    expect(await readFile(lockFile(), 'utf8')).toBe(String(process.pid));
    const second = openDatabase({ dataDir });
    await expect(second).rejects.toThrow(DataFolderInUseError);
    await expect(second).rejects.toThrow(`is open in process ${process.pid} `);
    // The refused opening left the first's lock in place, and the first still answers.
    expect(await readFile(lockFile(), 'utf8')).toBe(String(process.pid));
    expect((await db.query<{ n: number }>('SELECT 1 AS n')).rows).toEqual([{ n: 1 }]);
    await db.close();
    await expect(readFile(lockFile())).rejects.toThrow(/ENOENT/);
  });

  it('is taken over from a process that is gone; a folder holding only that lock is new', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    await writeFile(lockFile(), String(gone));
    expect(isNewDataFolder(dataDir)).toBe(true);
    const db = await openDatabase({ dataDir });
    expect(await readFile(lockFile(), 'utf8')).toBe(String(process.pid));
    expect((await db.query<{ n: number }>('SELECT 1 AS n')).rows).toEqual([{ n: 1 }]);
    await db.close();
  });
});
