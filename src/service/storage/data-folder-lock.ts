import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The file in a data folder naming the process that has the folder's database open. An embedded
 * database belongs to one process: two writing one folder each keep their own buffers and
 * overwrite each other's pages.
 */
export const DATA_FOLDER_LOCK = 'ads-explorer.pid';

/** A data folder's database is open in another process. */
export class DataFolderInUseError extends Error {}

/** Whether a process with `pid` runs (one of another user's counts: it cannot be signalled, but exists). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `dataDir` (an existing folder) for this process until `release()`, or throws
 * {@link DataFolderInUseError} naming the process that holds it. A lock left by a process that is
 * gone (killed, or its machine restarted) is taken over.
 */
export function lockDataFolder(dataDir: string): { release(): void } {
  const file = join(dataDir, DATA_FOLDER_LOCK);
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { release: () => rmSync(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new DataFolderInUseError(
        `The database in ${dataDir} is open in process ${holder} (another npm start, npm run dev or npm run keys): ` +
          `stop that one first, or give this one a DATA_DIR of its own. If no process ${holder} runs, delete ${file}.`,
      );
    }
    rmSync(file, { force: true });
  }
}
