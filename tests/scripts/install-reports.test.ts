import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

describe('npm install', () => {
  it('opts out of the install report that swagger-ui-dist brings through @scarf/scarf', () => {
    // The premise: a dependency installs the package that reports each install unless told not to.
    const lock = json('package-lock.json') as { packages: Record<string, unknown> };
    expect(Object.keys(lock.packages)).toContain('node_modules/@scarf/scarf');
    // @scarf/scarf reads the root package's `scarfSettings.enabled === false` as opted out.
    expect(json('package.json').scarfSettings).toEqual({ enabled: false });
  });
});
