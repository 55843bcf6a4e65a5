import { join } from 'node:path';
import { takeProcessLock } from '../process-lock';

/**
 * The file in a data folder naming the process that has the folder's database open. An embedded
 * database belongs to one process: two writing one folder each keep their own buffers and
 * overwrite each other's pages.
 */
export const DATA_FOLDER_LOCK = 'ads-explorer.pid';

/** A data folder's database is open in another process. */
export class DataFolderInUseError extends Error {}

/**
 * Takes `dataDir` (an existing folder) for this process until `release()`, or throws
 * {@link DataFolderInUseError} naming the process that holds it. A lock left by a process that is
 * gone is taken over.
 */
export function lockDataFolder(dataDir: string): { release(): void } {
  const file = join(dataDir, DATA_FOLDER_LOCK);
  const lock = takeProcessLock(file);
  if (lock.held) return lock;
  throw new DataFolderInUseError(
    `The database in ${dataDir} is open in process ${lock.holder} (another npm start, npm run dev or npm run keys): ` +
      `stop that one first, or give this one a DATA_DIR of its own. If no process ${lock.holder} runs, delete ${file}.`,
  );
}
