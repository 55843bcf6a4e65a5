import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** A lock held by this process, or the process that holds it. */
export type ProcessLock = { held: true; release(): void } | { held: false; holder: number };

/** Whether a process with `pid` runs (one of another user's counts: it cannot be signalled, but exists). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process a lock file names, or undefined for a file that names none (or is a folder). */
function holderOf(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR') return undefined;
    throw error;
  }
}

/**
 * Takes the lock `file` for this process (the file names it until `release()`), or answers the
 * running process that holds it. A lock whose process is gone (killed, or its machine restarted)
 * is taken over: no waiting for a time-out after a crash.
 */
export function takeProcessLock(file: string): ProcessLock {
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { held: true, release: () => rmSync(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(file);
    if (holder !== undefined && isRunning(holder)) return { held: false, holder };
    rmSync(file, { recursive: true, force: true });
  }
}
