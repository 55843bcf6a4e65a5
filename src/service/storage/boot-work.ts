import type { Db, DbSession } from './db';

/**
 * Runs `work` in one transaction whose statements have no timeout. The pool's statement timeout
 * is for requests; boot work (a migration, seeding the demo catalogue, and another process waiting
 * on either) may run for minutes over a large catalogue.
 */
export function bootTransaction<T>(db: Db, work: (tx: DbSession) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec('SET LOCAL statement_timeout = 0');
    return work(tx);
  });
}
