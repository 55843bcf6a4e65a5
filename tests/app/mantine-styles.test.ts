import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const CORE = join(ROOT, 'node_modules', '@mantine', 'core');
const COMPONENTS = join(CORE, 'esm', 'components');
const listed = [
  ...readFileSync(join(ROOT, 'src', 'app', 'mantine-styles.css'), 'utf8').matchAll(/styles\/(\w[\w-]*)\.css/g),
].map((match) => match[1]!);

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The names imported from `@mantine/core` by the files under `dir` (`.ts`, `.tsx`, `.mjs`). */
function coreImports(dir: string): Set<string> {
  const names = new Set<string>();
  for (const file of filesUnder(dir).filter((f) => /\.(tsx?|mjs)$/.test(f))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from ["']@mantine\/core["']/g)) {
      for (const name of match[1]!.split(',')) {
        const bare = name
          .trim()
          .replace(/^type /, '')
          .split(' as ')[0]!;
        if (bare) names.add(bare);
      }
    }
  }
  return names;
}

/** The Mantine components (and shared parts such as `InlineInput`) a component's code imports. */
function partsOf(component: string): string[] {
  const source = filesUnder(join(COMPONENTS, component))
    .filter((f) => f.endsWith('.mjs'))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  return [...source.matchAll(/from "(?:\.\.\/)+(?:utils\/)?([A-Z]\w+)\//g)].map((match) => match[1]!);
}

/** The components the explorer and the Mantine packages it uses render, with every part they are built on. */
function componentsInUse(): Set<string> {
  const used = new Set<string>();
  const roots = [
    join(ROOT, 'src'),
    ...['dates', 'charts', 'notifications'].map((p) => join(ROOT, 'node_modules', '@mantine', p, 'esm')),
  ];
  const todo = roots.flatMap((dir) => [...coreImports(dir)]).filter((name) => existsSync(join(COMPONENTS, name)));
  while (todo.length > 0) {
    const component = todo.pop()!;
    if (used.has(component)) continue;
    used.add(component);
    todo.push(...partsOf(component).filter((part) => existsSync(join(COMPONENTS, part))));
  }
  return used;
}

describe("the explorer's Mantine styles", () => {
  it('include the styles of every Mantine component in use and the parts each is built on, and no others', () => {
    const used = [...componentsInUse()].filter((name) => existsSync(join(CORE, 'styles', `${name}.css`)));
    // The premise: the scan finds the components the page is made of.
    expect(used).toEqual(expect.arrayContaining(['Tabs', 'Button', 'UnstyledButton', 'Input', 'Popover']));
    expect(used.filter((name) => !listed.includes(name))).toEqual([]);
    // …and nothing else: a component no longer used takes its rules out of every recalculation.
    expect(listed.filter((name) => !used.includes(name))).toEqual([
      'baseline',
      'default-css-variables',
      'global',
      'InlineInput',
    ]);
  });

  it("keep the order of Mantine's full stylesheet, so a part's rules come before those built on it", () => {
    const full = readFileSync(join(CORE, 'styles.css'), 'utf8');
    const at = (name: string) =>
      full.indexOf(
        readFileSync(join(CORE, 'styles', `${name}.css`), 'utf8')
          .trim()
          .slice(0, 80),
      );
    const positions = listed.map(at);
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
