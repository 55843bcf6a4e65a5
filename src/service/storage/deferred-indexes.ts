import type { DbSession } from './db';

/**
 * Runs a bulk load into `tables` with their secondary indexes and their foreign keys dropped,
 * then builds the indexes again from their own definitions and adds the keys back (each checked
 * once over every loaded row), all inside the caller's transaction. Building an index once over
 * loaded rows is several times cheaper than growing it row by row, above all the inverted (GIN)
 * ones; checking a foreign key is one join instead of a lookup per inserted row. Indexes that
 * back a constraint (primary keys, uniques) stay: the load relies on them. A row that breaks a
 * key fails the transaction when the key is added back, as it would have failed its insert.
 */
export async function withIndexesAndForeignKeysDeferred<T>(
  tx: DbSession,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const keys = await tx.query<{ name: string; on: string; definition: string }>(
    `SELECT c.conname AS name, quote_ident(t.relname) AS on, pg_get_constraintdef(c.oid) AS definition
     FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
     WHERE c.contype = 'f' AND t.relnamespace = current_schema()::regnamespace AND t.relname = ANY($1::text[])
     ORDER BY c.conname`,
    [tables],
  );
  const indexes = await tx.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition
     FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [tables],
  );
  for (const key of keys.rows) await tx.exec(`ALTER TABLE ${key.on} DROP CONSTRAINT "${key.name}"`);
  for (const index of indexes.rows) await tx.exec(`DROP INDEX "${index.name}"`);
  const result = await load();
  for (const index of indexes.rows) await tx.exec(index.definition);
  for (const key of keys.rows) await tx.exec(`ALTER TABLE ${key.on} ADD CONSTRAINT "${key.name}" ${key.definition}`);
  return result;
}
