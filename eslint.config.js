import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import testingLibrary from 'eslint-plugin-testing-library';
import jestDom from 'eslint-plugin-jest-dom';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

/**
 * The floor plan (DESIGN §2): what each part of `src` may import from the rest of `src`.
 * contract ← client ← filters ← search ← ads/workspace ← app; ui serves features and app;
 * contract ← service. Within filters, the engine stays pure and search sees only the engine.
 */
const FLOOR_PLAN = {
  'src/contract': [],
  'src/client': ['src/contract'],
  'src/filters/engine': ['src/contract'],
  'src/filters': ['src/contract', 'src/client', 'src/ui'],
  'src/search': ['src/contract', 'src/client', 'src/filters/engine'],
  'src/ui': ['src/contract', 'src/client'],
  'src/ads': ['src/contract', 'src/client', 'src/filters', 'src/search', 'src/ui'],
  'src/workspace': ['src/contract', 'src/client', 'src/filters', 'src/search', 'src/ads', 'src/ui'],
  'src/app': ['src/contract', 'src/client', 'src/filters', 'src/search', 'src/ads', 'src/workspace', 'src/ui'],
  'src/main.tsx': ['src/app'],
  'src/service': ['src/contract'],
};

/** Every schema uses the one configured zod (mini, English messages) that `src/contract/zod.ts` exports. */
const ZOD_THROUGH_CONTRACT = {
  regex: '^zod(/|$)',
  message: 'Import `z` from src/contract/zod.ts: zod/mini with its messages configured, one zod for both sides.',
};

const PARTS = ['contract', 'client', 'filters', 'search', 'ads', 'workspace', 'ui', 'app', 'service', 'main.tsx'];

/** Whether `path` is `part` or lies inside it. */
const within = (path, part) => path === part || path.startsWith(`${part}/`);

/** Zones per part: the top-level parts it may not reach, and the rest of a part it may use only in part. */
function floorPlanZones() {
  return Object.entries(FLOOR_PLAN).flatMap(([target, allowed]) => {
    const files = `./${target}${target.endsWith('.tsx') ? '' : '/**'}`;
    const message = `${target} may import only ${allowed.length === 0 ? 'itself' : allowed.join(', ')} (DESIGN §2).`;
    const forbidden = PARTS.map((part) => `src/${part}`).filter(
      (part) => !within(target, part) && !allowed.some((a) => within(part, a) || within(a, part)),
    );
    // An allowed folder nested in a part (src/filters/engine) leaves the rest of that part forbidden.
    const partial = allowed
      .filter((a) => !PARTS.includes(a.slice('src/'.length)))
      .map((nested) => ({
        target: files,
        from: `./${nested.slice(0, nested.lastIndexOf('/'))}`,
        except: [`./${nested.slice(nested.lastIndexOf('/') + 1)}`],
        message,
      }));
    // A folder nested in a part (src/filters/engine) may not reach the rest of that part either.
    const parent = target.slice(0, target.lastIndexOf('/'));
    if (parent !== 'src') {
      partial.push({ target: files, from: `./${parent}`, except: [`./${target.slice(parent.length + 1)}`], message });
    }
    return [{ target: files, from: forbidden.map((part) => `./${part}`), message }, ...partial];
  });
}

/**
 * The workspace's floor plan: one folder per feature, and `core` for what several share (the
 * workspace context, backends, queries, session, selection, the ads-to-file engine). A feature
 * imports only itself and `core`; `core` imports no feature; `shell` (the page and the card
 * actions) composes them. Features that need one another meet in `shell`, or through props.
 */
const WORKSPACE_FEATURES = [
  'advertiser',
  'alerts',
  'boards',
  'bulk',
  'compare',
  'export',
  'hidden',
  'saved-searches',
  'triage',
];

/** Zones that keep each workspace feature (and `core`) out of the other features and `shell`. */
function workspaceZones() {
  const folder = (name) => `./src/workspace/${name}`;
  const features = WORKSPACE_FEATURES.map((feature) => ({
    target: `${folder(feature)}/**`,
    from: [...WORKSPACE_FEATURES.filter((other) => other !== feature), 'shell'].map(folder),
    message: `src/workspace/${feature} may import only itself and src/workspace/core: features share through core, props or context.`,
  }));
  const core = {
    target: `${folder('core')}/**`,
    from: [...WORKSPACE_FEATURES, 'shell'].map(folder),
    message: 'src/workspace/core may import no workspace feature: features build on it, not it on them.',
  };
  return [...features, core];
}

/**
 * Schemas are built on first use (`builtOnFirstUse`), not when their module is evaluated: no zod
 * call, and no call of a schema factory (`…Schema`, `…SchemaOf`, `…SchemaFor`), outside a function.
 */
const SCHEMAS_ON_FIRST_USE = {
  selector:
    'CallExpression:matches([callee.object.name="z"][callee.property.name!="config"], [callee.name=/Schema(Of|For)?$/]):not(:function CallExpression)',
  message:
    'Build a module-level schema on first use: `builtOnFirstUse(() => z.…)` (src/contract/built-on-first-use.ts).',
};

export default tseslint.config(
  { ignores: ['dist', 'dist.server', 'dist.building', 'node_modules', 'data', 'tests/e2e/screenshots', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...floorPlanZones(), ...workspaceZones()] }] },
  },
  {
    // Making an Intl formatter loads its locale data: the page's start must not pay for it.
    files: ['src/**'],
    ignores: ['src/service/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        SCHEMAS_ON_FIRST_USE,
        {
          selector:
            ':matches(Program, ExportNamedDeclaration) > VariableDeclaration NewExpression[callee.object.name="Intl"]:not(:function NewExpression)',
          message: 'Make Intl formatters on first use (`format ??= new Intl…`), not when the module is evaluated.',
        },
      ],
    },
  },
  {
    files: ['src/service/**'],
    rules: { 'no-restricted-syntax': ['error', SCHEMAS_ON_FIRST_USE] },
  },
  {
    files: ['src/**', 'tests/**'],
    ignores: ['src/contract/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ZOD_THROUGH_CONTRACT] }] },
  },
  {
    files: ['src/contract/**', 'src/client/**', 'src/filters/engine/**'],
    ignores: ['src/contract/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ZOD_THROUGH_CONTRACT,
            {
              group: ['react', 'react-*', '@mantine/*', '@tanstack/*', 'zustand', 'zustand/*'],
              message:
                'The contract, the client and the filter engine are plain TypeScript, without UI or state libraries.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.tsx'],
    ignores: ['tests/**/bench/**'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['tests/**/*.tsx'],
    ignores: ['tests/**/bench/**'],
    ...jestDom.configs['flat/recommended'],
  },
  {
    // These tests check the markup itself: media elements (no role), that no injected tag or
    // unsafe URL reached the DOM, and the value cell beside a label.
    files: ['tests/ads/**'],
    rules: { 'testing-library/no-node-access': 'off', 'testing-library/no-container': 'off' },
  },
  prettier,
);
