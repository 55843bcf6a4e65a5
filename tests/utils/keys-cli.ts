import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs the script behind `npm run keys -- …` with `env` on top of this environment (node
 * directly: npx adds seconds a run) and answers what it printed and its exit code.
 */
export async function runKeysCli(
  env: Record<string, string>,
  ...args: string[]
): Promise<{ stdout: string; stderr: string; code: number }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/service/cli/keys.ts', ...args], {
      env: { ...process.env, ...env },
    });
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string; code: number };
    return { stdout: failed.stdout, stderr: failed.stderr, code: failed.code };
  }
}

/** The secret a `create` printed. */
export const secretIn = (stdout: string) => /^(aes_[\w-]{43})$/m.exec(stdout)?.[1];
