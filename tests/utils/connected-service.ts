import { afterAll, beforeAll } from 'vitest';
import { createConnection, type Connection } from '../../src/client/connection';
import type { ApiVersion } from '../../src/contract/versions';
import { startTestService, type TestService, type TestServiceOptions } from './service';

/**
 * The test service of a file or describe block and the explorer's connection to it; read them
 * inside tests and hooks, once `beforeAll` has run.
 */
export interface ConnectedTestService {
  readonly service: TestService;
  readonly connection: Connection;
}

/**
 * Call at the top level of a test file or describe block: starts the service in `beforeAll` and
 * closes it in `afterAll`, with a `demo-pro` connection in the `version` layout (default v2).
 * A `beforeAll` the caller registers after this call runs after the start (vitest's default
 * `sequence.hooks: 'stack'`), so it may use the connection.
 */
export function connectedTestService(options: TestServiceOptions, version: ApiVersion = 'v2'): ConnectedTestService {
  let started: ConnectedTestService | undefined;
  beforeAll(async () => {
    const service = await startTestService(options);
    started = { service, connection: createConnection({ baseUrl: service.baseUrl(version), apiKey: 'demo-pro' }) };
  }, 120_000);
  afterAll(() => started?.service.close());
  const running = () => {
    if (!started) throw new Error('The connected test service is read before its beforeAll has run (or it failed).');
    return started;
  };
  return {
    get service() {
      return running().service;
    },
    get connection() {
      return running().connection;
    },
  };
}
