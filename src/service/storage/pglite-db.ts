import type { PGlite } from '@electric-sql/pglite';
import type { Db, DbSession } from './db';

type PgliteSession = Pick<PGlite, 'query' | 'exec'>;

function session(pg: PgliteSession): DbSession {
  return {
    query: async <Row>(sql: string, params?: unknown[]) => {
      const result = await pg.query<Row>(sql, params);
      return { rows: result.rows };
    },
    exec: async (sql) => {
      await pg.exec(sql);
    },
    copyFrom: async (table, columns, text) => {
      await pg.query(`COPY ${table} (${columns.join(', ')}) FROM '/dev/blob'`, [], { blob: new Blob([text]) });
    },
  };
}

/** The Db port over an embedded PGlite: one connection, so statements run one at a time. */
export function pgliteDb(pg: PGlite): Db {
  return {
    ...session(pg),
    transaction: (work) => pg.transaction((tx) => work(session(tx))),
    close: () => pg.close(),
  };
}
