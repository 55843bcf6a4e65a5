import { runCommand, type CommandResult } from './run-command';

/**
 * Runs the script behind `npm run keys -- …` with `env` on top of this environment (node
 * directly: npx adds seconds a run) and answers what it printed and its exit code.
 */
export function runKeysCli(env: Record<string, string>, ...args: string[]): Promise<CommandResult> {
  return runCommand(process.execPath, ['--import', 'tsx', 'src/service/cli/keys.ts', ...args], {
    env: { ...process.env, ...env },
  });
}

/** The secret a `create` printed. */
export const secretIn = (stdout: string) => /^(aes_[\w-]{43})$/m.exec(stdout)?.[1];
