import type { DbSession } from './db';

/**
 * Runs a bulk load into `tables` with their secondary indexes dropped, then builds them again from
 * their own definitions, all inside the caller's transaction. Building an index once over loaded
 * rows is several times cheaper than growing it row by row, above all the inverted (GIN) ones.
 * Indexes that back a constraint (primary keys, uniques) stay: the load relies on them.
 */
export async function withIndexesDeferred<T>(
  tx: DbSession,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const { rows } = await tx.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition
     FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [tables],
  );
  for (const index of rows) await tx.exec(`DROP INDEX "${index.name}"`);
  const result = await load();
  for (const index of rows) await tx.exec(index.definition);
  return result;
}
