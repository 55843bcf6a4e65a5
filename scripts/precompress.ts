import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text formats, at least 1 KB (smaller ones gain less than a header costs). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside each compressible file of
 * the build, once at build time, so the server sends them as they are to clients that accept them.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ads-explorer:precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
        const bytes = readFileSync(file);
        const br = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        writeFileSync(`${file}.br`, br);
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}
