import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Where a PGlite keeps its files: a data folder on disk, or the process's memory (tests). */
type PgliteStorage = 'folder' | 'memory';

/**
 * Shared buffers by storage, instead of PostgreSQL's 128 MB: an embedded database clears them at
 * each open (`npm start`, every test database), about 3 ms of CPU a megabyte. A data folder gets
 * 64 MB, which the 20,000-ad demo (62 MB) fits in; 32 MB made its seeding 4 % slower. An
 * in-memory database's files are in memory already, so its buffers spare only a copy: 16 MB.
 */
const SHARED_BUFFERS: Record<PgliteStorage, string> = { folder: '64MB', memory: '16MB' };

/**
 * How every PGlite of this project runs: with the PostgreSQL extensions the migrations create (a
 * server ships them in contrib) and the shared buffers of its storage.
 */
export const pgliteOptions = (storage: PgliteStorage) =>
  ({
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS[storage]}`],
  }) satisfies PGliteOptions;
