import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const IMPORT = /^import\s*\{([^}]*)\}\s*from\s*'@tabler\/icons-react';?/gm;

/** The folder of the package's ES modules, one file an icon, named after it (`IconX.mjs`). */
function iconsFolder(): string {
  const manifest = createRequire(import.meta.url).resolve('@tabler/icons-react/package.json');
  const index = (JSON.parse(readFileSync(manifest, 'utf8')) as { module: string }).module;
  return join(dirname(manifest), dirname(index), 'icons');
}

/**
 * Imports each Tabler icon from its own module instead of the package's index, which re-exports
 * all 6,288: a bundler resolves every one of them (and a test worker loads them) to find the few
 * the explorer draws. An import naming anything without a file of its own (an alias, a helper)
 * stays as written.
 */
export function iconImports(): Plugin {
  let folder: string | undefined;
  return {
    name: 'ads-explorer:icon-imports',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes("'@tabler/icons-react'")) return null;
      const icons = (folder ??= iconsFolder());
      const fileOf = (name: string) => join(icons, `${name}.mjs`);
      return {
        code: code.replace(IMPORT, (statement, list: string) => {
          const names = list
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean);
          if (!names.every((name) => existsSync(fileOf(name)))) return statement;
          return names.map((name) => `import ${name} from ${JSON.stringify(fileOf(name))};`).join(' ');
        }),
        map: null,
      };
    },
  };
}
