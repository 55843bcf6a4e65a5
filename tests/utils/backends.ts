import type { Db } from '../../src/service/storage/db';
import { openDatabase } from '../../src/service/storage/open-database';

/** A database the service tests can run on; each `open` answers a fresh, migrated, empty one. */
export interface TestBackend {
  name: string;
  open(): Promise<Db>;
}

/** The embedded database; a PostgreSQL server joins this list where the tests have one. */
export const PGLITE_BACKEND: TestBackend = { name: 'PGlite', open: () => openDatabase({ dataDir: 'memory' }) };

/** Every backend the backend-parameterised suites run on. */
export const TEST_BACKENDS: readonly TestBackend[] = [PGLITE_BACKEND];
