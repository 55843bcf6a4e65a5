import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tsconfigCacheKey } from '../../scripts/tsconfig-cache-key';

type KeyGenerator = () => string | false | null | undefined;
type ConfigureVitest = (context: { experimental_defineCacheKeyGenerator(generator: KeyGenerator): void }) => void;

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** The key the plugin gives Vitest's module cache for a project whose tsconfig.json reads `text`. */
function keyFor(text: string): string | false | null | undefined {
  const root = mkdtempSync(join(tmpdir(), 'tsconfig-cache-key-'));
  roots.push(root);
  writeFileSync(join(root, 'tsconfig.json'), text);
  const generators: KeyGenerator[] = [];
  (tsconfigCacheKey(root).configureVitest as ConfigureVitest)({
    experimental_defineCacheKeyGenerator: (generator) => generators.push(generator),
  });
  expect(generators).toHaveLength(1);
  return generators[0]!();
}

describe("the test runner's module cache", () => {
  it('is keyed by tsconfig.json: another compiler option is another key, the same file the same key', () => {
    const classic = '{ "compilerOptions": { "jsx": "react-jsx" } }';
    expect(keyFor(classic)).toMatch(/^[0-9a-f]{64}$/);
    expect(keyFor(classic)).toBe(keyFor(classic));
    expect(keyFor('{ "compilerOptions": { "jsx": "preserve" } }')).not.toBe(keyFor(classic));
  });
});
