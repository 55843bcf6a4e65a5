/** One row set answered by a query. */
export interface QueryResult<Row> {
  rows: Row[];
}

/** The statements storage needs; written so PGlite and a PostgreSQL driver can both stand behind it. */
export interface DbSession {
  /** One parameterized statement (`$1`, `$2`, …). */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Appends rows to `table`, given in COPY's text format (`copy-text.ts`): the cheapest bulk load
   * where the driver sends the rows as a file along with the statement (PGlite). Absent where it
   * cannot (the `pg` pool); callers insert instead.
   */
  copyFrom?(table: string, columns: readonly string[], text: string): Promise<void>;
}

/** A database: a session that can also open transactions and be closed. */
export interface Db extends DbSession {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: DbSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
