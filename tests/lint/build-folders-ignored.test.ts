import { execFileSync } from 'node:child_process';
import { relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { buildLock, serverStaging } from '../../src/service/cli/explorer-build';
import { DIST_DIR } from '../e2e/support/explorer-service';

/** Whether git leaves `path` untracked and unlisted. */
function gitIgnores(path: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '--quiet', path]);
    return true;
  } catch {
    return false;
  }
}

/**
 * The folders a build writes beside `dist/` while it runs. `npm test` lints while it builds: a
 * file the lint listed there and the build then moved away failed the lint.
 */
const BUILD_FOLDERS = [serverStaging(DIST_DIR), buildLock(DIST_DIR)].map((folder) => relative(resolve('.'), folder));

describe('the folders a build writes beside dist/', () => {
  it.each(BUILD_FOLDERS)('%s is left alone by eslint, prettier and git', async (folder) => {
    const file = `${folder}/assets/chunk.js`;
    expect(await new ESLint().isPathIgnored(file)).toBe(true);
    expect((await prettier.getFileInfo(file, { ignorePath: '.prettierignore' })).ignored).toBe(true);
    expect(gitIgnores(file)).toBe(true);
  });

  it('are told apart from a source folder, which all three see', async () => {
    const file = 'src/app/chunk.js';
    expect(await new ESLint().isPathIgnored(file)).toBe(false);
    expect((await prettier.getFileInfo(file, { ignorePath: '.prettierignore' })).ignored).toBe(false);
    expect(gitIgnores(file)).toBe(false);
  });
});
