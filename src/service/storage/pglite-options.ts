import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * How every PGlite of this project runs: with the PostgreSQL extensions the migrations create (a
 * server ships them in contrib), and 64 MB of shared buffers instead of PostgreSQL's 128 MB, which
 * an embedded database clears at each open (`npm start`, every test database): 100 ms of CPU
 * less an open, and the 20,000-ad demo (62 MB) still fits. 32 MB made its seeding 4 % slower.
 */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=64MB'],
} satisfies PGliteOptions;
