import pg from 'pg';
import type { Db, DbSession } from './db';

/** Connections each service process keeps to one server at most (`DATABASE_POOL_SIZE`). */
export const DEFAULT_POOL_SIZE = 10;
/** Longest a statement of the service may run on a server (`DATABASE_STATEMENT_TIMEOUT_MS`). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;

export interface ServerDbOptions {
  poolSize?: number;
  /**
   * The server cancels any statement of this pool that runs longer (SQLSTATE 57014), lock waits
   * included; default none. Migrations lift it for their own transactions.
   */
  statementTimeoutMs?: number;
  /** Receives failures of idle connections (a server restart, say); the pool replaces them. */
  onIdleError?: (error: Error) => void;
  /** A connection not made within this fails its query instead of waiting; default no limit. */
  connectTimeoutMs?: number;
}

function session(client: pg.Pool | pg.PoolClient): DbSession {
  return {
    query: async <Row>(sql: string, params?: unknown[]) => {
      const result = await client.query(sql, params);
      return { rows: result.rows as Row[] };
    },
    exec: async (sql) => {
      // Without parameters pg uses the simple protocol, which runs several statements at once.
      await client.query(sql);
    },
  };
}

/** The Db port over a PostgreSQL server through a connection pool (`DATABASE_URL`). */
export function serverDb(url: string, options: ServerDbOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 0,
    application_name: 'ads-search-service',
    // A page query reads a few thousand index entries: parallel workers cost more to start than
    // they save, and take cores from the other requests running at the same time. JIT compiling
    // likewise: a mega count planned above jit_above_cost spent 8 ms compiling to run in 200.
    options: `-c max_parallel_workers_per_gather=0 -c jit=off -c statement_timeout=${options.statementTimeoutMs ?? 0}`,
  });
  pool.on('error', options.onIdleError ?? ((error) => console.error(`Database connection lost: ${error.message}`)));
  return {
    ...session(pool),
    async transaction(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      // A checked-out connection the server ends between two statements (a restart, a terminated
      // backend) says so as an 'error' event, which would end the process unheard: the next
      // statement fails instead, and the pool drops the connection.
      const lost = (error: Error) => (broken = error);
      client.on('error', lost);
      try {
        await client.query('BEGIN');
        const result = await work(session(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollback: Error) => (broken = rollback));
        throw error;
      } finally {
        client.off('error', lost);
        // A connection lost, or that could not roll back, is in an unknown state: the pool drops it.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

/** `url` with its password masked, for logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}
