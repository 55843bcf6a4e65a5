import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BUILD_STAMP,
  buildExplorer,
  buildLock,
  ensureExplorerBuild,
  viteBuild,
} from '../../../src/service/cli/explorer-build';

let root: string | undefined;
afterEach(() => root && rm(root, { recursive: true, force: true }));

/** A project with an explorer source, and a build that, as Vite's does, empties dist/ and writes it again. */
async function project() {
  root = await mkdtemp(join(tmpdir(), 'explorer-build-'));
  await writeFile(join(root, 'index.html'), '<div id="root"></div>');
  await mkdir(join(root, 'src'));
  await writeFile(join(root, 'src', 'main.ts'), 'export const one = 1;');
  const distDir = join(root, 'dist');
  let builds = 0;
  const build = () => {
    rmSync(distDir, { recursive: true, force: true });
    mkdirSync(distDir);
    writeFileSync(join(distDir, 'index.html'), 'built');
  };
  const start = () =>
    ensureExplorerBuild({
      root: root!,
      distDir,
      build: () => {
        builds += 1;
        build();
      },
      log: () => {},
    });
  return { root, distDir, start, build, builds: () => builds };
}

/**
 * Another process, holding the build lock `lock` for a moment: it notes in the file `released`
 * that it let go, and lets go.
 */
function holdBriefly(lock: string, released: string) {
  const other = spawn(process.execPath, [
    '-e',
    `setTimeout(() => { require('fs').writeFileSync(${JSON.stringify(released)}, ''); require('fs').rmSync(${JSON.stringify(lock)}); }, 300)`,
  ]);
  writeFileSync(lock, String(other.pid));
  return other;
}

describe('npm start over an existing build', () => {
  it('builds the explorer only when its sources changed since the last build', async () => {
    const { root, start, builds } = await project();
    expect(builds()).toBe(0);
    // The first start builds; restarting over unchanged sources (after kill -9, say) does not.
    expect(await start()).toBe('built');
    expect(await start()).toBe('current');
    expect(await start()).toBe('current');
    expect(builds()).toBe(1);

    await writeFile(join(root, 'src', 'main.ts'), 'export const one = 2;');
    expect(await start()).toBe('built');
    expect(await start()).toBe('current');
    expect(builds()).toBe(2);
  });

  it('builds again over a build made some other way, which names no inputs', async () => {
    const { start, build, builds } = await project();
    await start();
    build();
    expect(await start()).toBe('built');
    expect(builds()).toBe(2);
  });

  it('is what npm start runs: the script itself no longer builds on every start', async () => {
    const { scripts } = JSON.parse(await readFile('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe('node --import tsx src/service/cli/start.ts');
  });

  it('serves a build that npm run build made, which records its inputs', async () => {
    const { root, distDir, start, build, builds } = await project();
    await buildExplorer({ root, distDir, build, log: () => {} });
    expect(await start()).toBe('current');
    expect(builds()).toBe(0);
    const { scripts } = JSON.parse(await readFile('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.build).toBe('node --import tsx scripts/build-explorer.ts');
    expect(await readFile('scripts/build-explorer.ts', 'utf8')).toContain('buildExplorer(');
  });

  it.each([
    ['a start', ensureExplorerBuild, 'built'],
    ['npm run build', buildExplorer, undefined],
  ] as const)(
    '%s waits while another process builds, saying which, then builds once the lock is let go',
    async (_, builder, outcome) => {
      const { root, distDir } = await project();
      const lock = buildLock(distDir);
      const released = join(root, 'released');
      const other = holdBriefly(lock, released);
      const log: string[] = [];
      let builtAfterRelease: boolean | undefined;
      const built = builder({
        root,
        distDir,
        build: () => {
          builtAfterRelease = existsSync(released);
          mkdirSync(distDir, { recursive: true });
        },
        log: (line) => log.push(line),
      });
      await new Promise((done) => other.once('exit', done));
      expect(await built).toBe(outcome);
      expect(builtAfterRelease).toBe(true);
      expect(log[0]).toBe(`Waiting for process ${other.pid}, which is building the explorer`);
      expect(existsSync(lock)).toBe(false);
    },
  );

  it('takes over at once a lock left by a start killed while building, as a file or as the folder it once was', async () => {
    const { distDir, start, builds } = await project();
    const lock = buildLock(distDir);
    writeFileSync(lock, String(spawnSync(process.execPath, ['-e', '']).pid));
    expect(await start()).toBe('built');
    expect(existsSync(lock)).toBe(false);
    mkdirSync(lock);
    rmSync(join(distDir, BUILD_STAMP));
    expect(await start()).toBe('built');
    expect(builds()).toBe(2);
    expect(existsSync(lock)).toBe(false);
  });
});

/** A stand-in for Vite's script in a project of its own: each build writes the `NODE_ENV` it ran with into its `--outDir`. */
const VITE_STAND_IN = `
const { mkdirSync, writeFileSync } = require('node:fs');
const outDir = process.argv[process.argv.indexOf('--outDir') + 1];
mkdirSync(outDir, { recursive: true });
writeFileSync(require('node:path').join(outDir, 'node-env'), String(process.env.NODE_ENV));
`;

describe("the explorer's Vite builds", () => {
  it('are production builds whatever NODE_ENV the caller runs with', async () => {
    // The premise: this run has a NODE_ENV of its own, as a developer's shell often has.
    expect(process.env.NODE_ENV).toBe('test');
    root = await mkdtemp(join(tmpdir(), 'explorer-build-'));
    const vite = join(root, 'node_modules', 'vite');
    await mkdir(join(vite, 'bin'), { recursive: true });
    await writeFile(join(vite, 'package.json'), JSON.stringify({ name: 'vite', bin: { vite: 'bin/vite.js' } }));
    await writeFile(join(vite, 'bin', 'vite.js'), VITE_STAND_IN);
    const distDir = join(root, 'dist');
    await viteBuild(root, { distDir });
    expect(await readFile(join(distDir, 'node-env'), 'utf8')).toBe('production');
    expect(await readFile(join(distDir, 'server', 'node-env'), 'utf8')).toBe('production');
  });
});
