import type { TestSpecification, Vitest } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import WaitingFilesFirst from './waiting-files-first';

/** A file of `project` at `path`, in group `groupOrder`, as Vitest's sequencer sees it. */
const file = (project: string, path: string, groupOrder: number) =>
  ({
    project: { name: project, config: { sequence: { groupOrder }, isolate: false } },
    moduleId: `/repo/${path}`,
  }) as unknown as TestSpecification;

/** A Vitest with no results from earlier runs, which sorts a project's files by size, largest first. */
function freshVitest(sizes: Record<string, number>): Vitest {
  return {
    config: { root: '/repo' },
    cache: {
      getFileTestResults: () => undefined,
      getFileStats: (key: string) => ({ size: sizes[key.slice(key.indexOf(':') + 1)] ?? 0 }),
    },
  } as unknown as Vitest;
}

describe('the order a group hands out its files', () => {
  it('starts the postgres project, its server-only files first, before the node and dom projects', async () => {
    const files = [
      file('dom', 'tests/app/app.test.tsx', 0),
      file('e2e', 'tests/e2e/browse.e2e.ts', 1),
      file('node', 'tests/service/big.test.ts', 0),
      file('node', 'tests/service/small.test.ts', 0),
      file('postgres', 'tests/service/big.test.ts', 0),
      file('postgres', 'tests/service/replicas/lag.postgres.test.ts', 0),
    ];
    const sizes = { 'tests/service/big.test.ts': 9000, 'tests/service/small.test.ts': 100 };
    const sorted = await new WaitingFilesFirst(freshVitest(sizes)).sort(files);
    expect(sorted.map((spec) => `${spec.project.name}:${spec.moduleId.slice('/repo/'.length)}`)).toEqual([
      'postgres:tests/service/replicas/lag.postgres.test.ts',
      'postgres:tests/service/big.test.ts',
      'node:tests/service/big.test.ts',
      'node:tests/service/small.test.ts',
      'dom:tests/app/app.test.tsx',
      'e2e:tests/e2e/browse.e2e.ts',
    ]);
  });
});
