import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

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
 * which is never sent. Every build empties the folder first, so a build made any other way
 * (`npm run build`) leaves none, and is rebuilt.
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
  /** Builds the explorer into `distDir` (`npm run build`); throws when the build fails. */
  build(): void;
  log(line: string): void;
}

/**
 * Builds the explorer unless `distDir` holds a build of the current inputs, and records the
 * inputs of a new build. A restart over an unchanged project therefore serves at once: the build
 * took 10-18 s of every `npm start` on a busy machine, the service itself 2-3 s.
 */
export function ensureExplorerBuild({ root, distDir, build, log }: ExplorerBuild): 'built' | 'current' {
  const digest = buildInputsDigest(root);
  const stamp = join(distDir, BUILD_STAMP);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return 'current';
  log('Building the explorer (its sources changed since the last build)');
  build();
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, digest);
  return 'built';
}
