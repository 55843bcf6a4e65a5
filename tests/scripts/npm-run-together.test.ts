import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCommand } from '../utils/run-command';

let project: string | undefined;
afterEach(() => {
  if (project) rmSync(project, { recursive: true, force: true });
  project = undefined;
});

/** A project whose package.json holds `scripts`, with the script under test in its `scripts/`. */
function projectWith(scripts: Record<string, string>): string {
  project = mkdtempSync(join(tmpdir(), 'npm-run-together-'));
  mkdirSync(join(project, 'scripts'));
  copyFileSync('scripts/npm-run-together.sh', join(project, 'scripts', 'npm-run-together.sh'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'together', private: true, scripts }));
  return project;
}

/** Runs the script in `dir` with `names`; answers its output and exit code. */
const together = (dir: string, ...names: string[]) =>
  runCommand('bash', [join(dir, 'scripts', 'npm-run-together.sh'), ...names], { timeout: 20_000 });

describe('scripts/npm-run-together.sh', () => {
  it('runs the scripts at once and prints each whole, in the order named', async () => {
    // `waits` ends only once `marks` has run: run one after the other, they would never end.
    const dir = projectWith({
      waits: 'while [ ! -f marked ]; do sleep 0.05; done; echo waited; echo waited again',
      marks: 'touch marked; echo marked',
    });
    const { stdout, code } = await together(dir, 'waits', 'marks');
    expect(code).toBe(0);
    expect(stdout).toBe('── npm run waits\nwaited\nwaited again\n── npm run marks\nmarked\n');
  });

  it('fails when any script fails, still printing every output, and names the failed ones', async () => {
    const dir = projectWith({ breaks: 'echo broken >&2; exit 3', passes: 'echo passed' });
    const { stdout, stderr, code } = await together(dir, 'breaks', 'passes');
    expect(code).toBe(1);
    expect(stdout).toContain('── npm run breaks\nbroken\n');
    expect(stdout).toContain('── npm run passes\npassed\n');
    expect(stderr).toBe('Failed: breaks\n');
  });
});
