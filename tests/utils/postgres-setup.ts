import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startPostgres, THROWAWAY_SETTINGS } from '../../scripts/postgres/cluster';
import { openDatabase } from '../../src/service/storage/open-database';

const TEMPLATE = 'ads_template';

/**
 * Global setup of the `postgres` project: a throw-away PostgreSQL server for the run, with a
 * migrated template database each test copies (CREATE DATABASE … TEMPLATE takes milliseconds).
 * Stopped, and its folder removed, when the run ends.
 */
export default async function setup(project: TestProject) {
  const server = await startPostgres({ settings: THROWAWAY_SETTINGS });
  try {
    const client = new pg.Client(server.url());
    await client.connect();
    await client.query(`CREATE DATABASE ${TEMPLATE}`);
    await client.end();
    const template = await openDatabase({ url: server.url(TEMPLATE) });
    await template.close();
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('postgres', { url: server.url(), template: TEMPLATE });
  return () => server.stop();
}
