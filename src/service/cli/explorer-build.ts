import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { takeProcessLock } from '../process-lock';

/** What `npm run build` makes the explorer from, under the project's root: a change to any needs a new build. */
export const BUILD_INPUTS = [
  'index.html',
  'package.json',
  'package-lock.json',
  'postcss.config.cjs',
  'tsconfig.json',
  'vite.config.ts',
  'public',
  'scripts',
  'src',
];

/**
 * The file in the build folder that names the inputs the build was made from; under `server/`,
 * which is never sent. Every build empties the folder first, so a build made any other way than
 * {@link buildExplorer} (`npx vite build`) leaves none, and is rebuilt.
 */
export const BUILD_STAMP = join('server', 'build-inputs');

/** Every file under `path` (a file or a folder), relative to `root`, in a stable order. */
function filesOf(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesOf(root, join(path, name)));
}

/** A digest of the names and contents of `inputs` under `root`. */
export function buildInputsDigest(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesOf(root, input))) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Where the explorer is built and how. */
export interface ExplorerBuild {
  /** The project's root, which `BUILD_INPUTS` are under. */
  root: string;
  /** The build's folder (`dist`). */
  distDir: string;
  /** Builds the explorer into `distDir`, emptying it first ({@link viteBuild}); throws when the build fails. */
  build(): void | Promise<void>;
}

/**
 * Runs Vite's own script (`vite build` with `args`, as `npx vite build` would, without npx's
 * second of start-up) in `root`, its output shown; rejects when it fails. Always a production
 * build: Vite keeps a `NODE_ENV` it finds set (a shell's `development`, a test run's `test`), and
 * with one the JSX was compiled for React's development runtime, which the server entry's
 * production React lacks, so every page went to the browser unrendered, in React's development build.
 */
function vite(root: string, args: string[], niceness: number): Promise<void> {
  const pkg = createRequire(join(root, 'package.json')).resolve('vite/package.json');
  const bin = join(dirname(pkg), (JSON.parse(readFileSync(pkg, 'utf8')) as { bin: { vite: string } }).bin.vite);
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [bin, 'build', ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    // Set before Vite loads, so the bundler's threads, started later from the main thread, inherit it.
    if (niceness !== 0 && child.pid !== undefined) {
      try {
        setPriority(child.pid, niceness);
      } catch {
        // Not permitted here: the build runs at the service's priority.
      }
    }
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`vite build ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * Where {@link viteBuild} makes the server entry before moving it into the build's folder; the
 * project's lint and git ignore it, as the build's folder.
 */
export const serverStaging = (distDir: string) => `${distDir}.server`;

/** Where and how {@link viteBuild} builds. */
export interface ViteBuildOptions {
  /** The build's folder; `<root>/dist` by default. */
  distDir?: string;
  /**
   * The builds' scheduling priority, as `nice` counts (0, the default, is the caller's; higher
   * yields the CPU). `npm start` builds at 10 while it seeds: the seed is one thread the first
   * page waits for, and the builds, which use every core, finished well before it.
   */
  niceness?: number;
}

/**
 * The explorer's two Vite builds, the page and the server entry that renders it, from `root`:
 * at once, in child processes, while the service seeds its database. Neither reads the other's
 * output (the service reads the page's manifest when it renders). The server entry is made
 * beside the build's folder and moved in after the page's build, which empties the folder first
 * and precompresses every file in it.
 */
export async function viteBuild(root: string, options: ViteBuildOptions = {}): Promise<void> {
  const { distDir = join(root, 'dist'), niceness = 0 } = options;
  const staging = serverStaging(distDir);
  rmSync(staging, { recursive: true, force: true });
  try {
    const page = vite(root, ['--outDir', distDir, '--emptyOutDir'], niceness);
    const server = vite(root, ['--ssr', 'src/app/render-page.tsx', '--outDir', staging, '--emptyOutDir'], niceness);
    const [pageBuilt, serverBuilt] = await Promise.allSettled([page, server]);
    if (pageBuilt.status === 'rejected') throw pageBuilt.reason;
    if (serverBuilt.status === 'rejected') throw serverBuilt.reason;
    renameSync(staging, join(distDir, 'server'));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Builds the explorer and records the inputs it was built from. */
async function buildAndStamp({ root, distDir, build }: ExplorerBuild): Promise<void> {
  const digest = buildInputsDigest(root);
  await build();
  const stamp = join(distDir, BUILD_STAMP);
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, digest);
}

/** A build target, and where a build says what it waits for and does. */
type LoggedBuild = ExplorerBuild & { log(line: string): void };

/** What a build waiting for another process's says. */
const waitingFor = (target: LoggedBuild) => (holder: number) =>
  target.log(`Waiting for process ${holder}, which is building the explorer`);

/**
 * `npm run build`: builds the explorer and records the inputs it was built from, holding the
 * build lock, so that a start building in the same folder meanwhile is waited for rather than
 * having its `dist/` emptied mid-build.
 */
export async function buildExplorer(target: LoggedBuild): Promise<void> {
  await withBuildLock(target.distDir, () => buildAndStamp(target), waitingFor(target));
}

const isCurrent = (root: string, distDir: string) => {
  const stamp = join(distDir, BUILD_STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === buildInputsDigest(root);
};

/** The lock file of {@link withBuildLock}; the project's lint and git ignore it, as the build's folder. */
export const buildLock = (distDir: string) => `${distDir}.building`;

/** How often a build waiting for another process's looks at the lock again. */
const BUILD_LOCK_POLL_MS = 200;

/**
 * Runs `work` holding a lock file beside `distDir` that names this process, so that builds begun
 * together (services a test run starts, `npm run build`, two terminals) run one at a time instead
 * of emptying each other's dist/ mid-build. `waiting` hears, once, which process builds meanwhile. A lock whose
 * process is gone is taken over at once: one left by a start killed mid-build held every later
 * start for ten minutes, saying nothing.
 */
async function withBuildLock<T>(
  distDir: string,
  work: () => Promise<T>,
  waiting: (holder: number) => void,
): Promise<T> {
  let told = false;
  for (;;) {
    const lock = takeProcessLock(buildLock(distDir));
    if (lock.held) {
      try {
        return await work();
      } finally {
        lock.release();
      }
    }
    if (!told) waiting(lock.holder);
    told = true;
    await new Promise((done) => setTimeout(done, BUILD_LOCK_POLL_MS));
  }
}

/**
 * Builds the explorer unless `distDir` holds a build of the current inputs. A restart over an
 * unchanged project therefore serves at once: the build took 10-18 s of every `npm start` on a
 * busy machine, the service itself 2-3 s. A start that finds another building waits for it.
 */
export async function ensureExplorerBuild(target: LoggedBuild): Promise<'built' | 'current'> {
  if (isCurrent(target.root, target.distDir)) return 'current';
  return withBuildLock(
    target.distDir,
    async () => {
      if (isCurrent(target.root, target.distDir)) return 'current';
      target.log('Building the explorer (its sources changed since the last build)');
      await buildAndStamp(target);
      return 'built';
    },
    waitingFor(target),
  );
}
