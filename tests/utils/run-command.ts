import { execFile, type ExecFileOptions } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What a command printed, and its exit code. */
export interface CommandResult {
  stdout: string;
  stderr: string;
  code: number;
}

/** Runs `file` with `args` and answers what it printed and its exit code, whether it failed or not. */
export async function runCommand(file: string, args: string[], options: ExecFileOptions = {}): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run(file, args, { ...options, encoding: 'utf8' });
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const failed = error as CommandResult;
    return { stdout: failed.stdout, stderr: failed.stderr, code: failed.code };
  }
}
