import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';

/**
 * Global setup of the browser tests: one Chromium for the run, which each file connects to
 * (`connectBrowser`) instead of launching its own; closed when the run ends.
 */
export default async function setup(project: TestProject) {
  const server = await launchBrowserServer();
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}
