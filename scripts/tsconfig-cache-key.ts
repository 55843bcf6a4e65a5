import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Keys Vitest's module cache (`fsModuleCache`) by `tsconfig.json` too. Vitest keys a cached module
 * by its own text, the Vite configuration and the files that configuration imports, but Vite's
 * TypeScript transform also reads compiler options from `tsconfig.json` (JSX, class fields), so
 * without this a changed option would leave modules transformed under the old one.
 */
export function tsconfigCacheKey(root: string): Plugin {
  const key = createHash('sha256')
    .update(readFileSync(join(root, 'tsconfig.json')))
    .digest('hex');
  return {
    name: 'ads-explorer:tsconfig-cache-key',
    configureVitest({ experimental_defineCacheKeyGenerator }) {
      experimental_defineCacheKeyGenerator(() => key);
    },
  };
}
