import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Global setup of the projects that seed catalogues: a folder for the run's seeded catalogues
 * (`tests/utils/seeded-catalogues.ts`, `openTestDatabase`), removed when the run ends. A
 * catalogue lives for one run only, so its ads are as recent as if each file had seeded its own.
 */
export default function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'ads-explorer-catalogues-'));
  project.provide('seededCatalogues', root);
  return () => rmSync(root, { recursive: true, force: true });
}
