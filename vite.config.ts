import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { iconImports } from './scripts/icon-imports.ts';
import { firstScreenChunk } from './scripts/first-screen-chunk.ts';
import { iconText } from './scripts/icon-text.ts';
import { mantineStableIds } from './scripts/mantine-stable-ids.ts';
import { precompress } from './scripts/precompress.ts';
import { tsconfigCacheKey } from './scripts/tsconfig-cache-key.ts';
import WaitingFilesFirst from './tests/utils/waiting-files-first.ts';

/** Workers of the node, dom and postgres projects. */
const UNIT_WORKERS = 3;
/** Browser test files running at once, each with its own service, in its worker's Chromium. */
const BROWSER_WORKERS = 2;

const firstScreen = firstScreenChunk(import.meta.dirname);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    iconImports(),
    iconText(),
    mantineStableIds(),
    precompress(),
    firstScreen.plugin,
    tsconfigCacheKey(import.meta.dirname),
  ],
  // The server entry carries its own production build of React and of every library: it renders
  // as fast in a service started without NODE_ENV, and shares no module state with the service.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  build: {
    outDir: 'dist',
    // Which stylesheets each lazy part brings, for the server's page to carry those of the parts
    // it renders (src/service/http/first-screen-styles.ts).
    manifest: !isSsrBuild,
    // The server entry (`--ssr`, into dist/server) needs none of the page's public files.
    copyPublicDir: !isSsrBuild,
    rollupOptions: {
      // A side-effect-free package's index (Mantine's, Recharts') is read for the names imported
      // from it only: with the icons' own imports (`iconImports`), 8,341 → 1,548 modules a build,
      // 11.7 → 7.2 CPU-s.
      experimental: { lazyBarrel: true },
      onwarn(warning, warn) {
        // Mantine marks its modules "use client"; that directive means nothing in a SPA bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      output: {
        // React changes far less often than the app: its own chunk stays cached across releases.
        // Mantine gets no such chunk: one would pull every Mantine module into the first load,
        // also those only lazy parts (drawers, date pickers, charts) use. Every other module the
        // first page imports goes in one chunk (`$initial` takes no module only lazy parts use):
        // left alone, each module it shares with a lazy part became a chunk of its own, a dozen
        // small files whose imports and exports cost 4 KB of gzip in the first load. The code of
        // the first screen's lazy parts is one chunk too (`firstScreenChunk`).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'initial', tags: ['$initial'] },
            firstScreen.group,
          ],
        },
      },
    },
  },
  test: {
    // Modules transformed by a run are kept in node_modules/.experimental-vitest-cache for the next
    // (a fresh install starts it empty): the node and dom projects' transforms 30 → 9 s, imports 48 → 27 s.
    experimental: { fsModuleCache: true },
    reporters: ['default', './tests/utils/summary-reporter.ts'],
    sequence: { sequencer: WaitingFilesFirst },
    // Two groups, one after the other: the node, dom and postgres projects share a pool of workers
    // (Vitest's default, one fewer than the cores, is a single worker on a 2-core machine, and
    // most of a service file's time is spent waiting on its database); the browser tests follow
    // on a pool of their own, so a page's timing never competes with a jsdom or service file.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          sequence: { groupOrder: 0 },
          maxWorkers: UNIT_WORKERS,
          // Files share a worker's module graph: each opens its own service and database, and
          // loading the service's modules once a worker, not once a file, saves about a second a file.
          isolate: false,
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'tests/**/*.postgres.test.ts'],
          globalSetup: ['tests/utils/seeded-catalogues-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The service suite again on a throw-away PostgreSQL server, plus what only a server can show.
        extends: true,
        test: {
          name: 'postgres',
          sequence: { groupOrder: 0 },
          maxWorkers: UNIT_WORKERS,
          isolate: false, // as the node project
          environment: 'node',
          include: ['tests/service/**/*.test.ts'],
          globalSetup: ['tests/utils/postgres-setup.ts', 'tests/utils/seeded-catalogues-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          sequence: { groupOrder: 0 },
          maxWorkers: UNIT_WORKERS,
          // Worker threads instead of child processes: the files' messages to Vitest (modules,
          // results, console output) stay in one process. Alone, four alternating pairs: 46.3–58.9
          // against 53.0–63.0 s, 87–112 against 101–118 CPU-s. The node project gained nothing.
          pool: 'threads',
          // Files share a worker's window and module graph (tests/utils/setup-dom.ts empties the
          // page and storage before each): React, Mantine and jsdom load once a worker, not once a
          // file, which was most of the project's time.
          isolate: false,
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          globalSetup: ['tests/utils/seeded-catalogues-setup.ts'],
          setupFiles: ['tests/utils/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          sequence: { groupOrder: 1 },
          maxWorkers: BROWSER_WORKERS,
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/utils/seeded-catalogues-setup.ts'],
          // A worker runs its files in one module graph: each boots its own service, and the
          // service's and Playwright's modules load once a worker instead of once a file (~3 s), as
          // its Chromium starts once (`workerBrowser`).
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
}));
