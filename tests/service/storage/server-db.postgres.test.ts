import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionError } from '../../../src/service/storage/connection-errors';
import type { Db } from '../../../src/service/storage/db';
import { serverDb } from '../../../src/service/storage/server-db';
import { gate } from '../../utils/gate';
import { createServerDatabase } from '../../utils/test-database';

let database: Awaited<ReturnType<typeof createServerDatabase>>;
let db: Db;
beforeAll(async () => {
  database = await createServerDatabase({ unmigrated: true });
  db = serverDb(database.url, { poolSize: 2 });
});
afterAll(async () => {
  await db?.close();
  await database?.drop();
});

describe('a server connection lost in the middle of a transaction', () => {
  it('fails that transaction, not the process, and the pool goes on with a new connection', async () => {
    const between = gate();
    const backend = gate<number>();
    const transaction = db.transaction(async (tx) => {
      const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      backend.open(rows[0]!.pid);
      // Between two statements, the connection checked out and no query running on it: the
      // server's goodbye arrives as the connection's 'error' event, which nothing else listens to.
      await between.held;
      await tx.query('SELECT 1');
    });
    const outcome = transaction.then(
      () => undefined,
      (error: unknown) => error,
    );

    const pid = await backend.held;
    const { rows } = await db.query<{ ended: boolean }>('SELECT pg_terminate_backend($1) AS ended', [pid]);
    // The premise: the server ended the transaction's connection while it was held between statements.
    expect(rows[0]!.ended).toBe(true);
    await sleep(200);
    between.open();

    expect(isConnectionError(await outcome)).toBe(true);
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });
});
