import type { DbSession } from './db';

/**
 * Lifts the pool's statement timeout for the rest of `tx`'s transaction. The timeout is for
 * requests; boot work (a migration, seeding the demo catalogue, and another process waiting on
 * either) may run for minutes over a large catalogue.
 */
export const asBootWork = (tx: DbSession) => tx.exec('SET LOCAL statement_timeout = 0');
