import type { ServiceConfig } from '../config';
import type { Db } from '../storage/db';
import { openDatabase } from '../storage/open-database';
import { redactUrl, serverDb } from '../storage/server-db';

/** The database `config` names, migrated: the PostgreSQL server of `DATABASE_URL`, else PGlite in `DATA_DIR`. */
export async function openConfiguredDatabase(
  config: Pick<ServiceConfig, 'databaseUrl' | 'dataDir' | 'poolSize' | 'statementTimeoutMs'>,
  log: (line: string) => void,
): Promise<Db> {
  if (config.databaseUrl) {
    log(`Database: PostgreSQL server at ${redactUrl(config.databaseUrl)}`);
    const { poolSize, statementTimeoutMs } = config;
    return openDatabase({ url: config.databaseUrl, poolSize, statementTimeoutMs });
  }
  log(`Database: ${config.dataDir} (embedded)`);
  return openDatabase({ dataDir: config.dataDir });
}

/** Says where the searches read when `DATABASE_REPLICA_URLS` names replicas. */
export function logReplicas(config: Pick<ServiceConfig, 'replicaUrls'>, log: (line: string) => void): void {
  for (const url of config.replicaUrls) log(`Searches read from the replica at ${redactUrl(url)}`);
}

/** Pools on the read replicas of `DATABASE_REPLICA_URLS` (none when unset); they take the searches. */
export function openReplicas(config: Pick<ServiceConfig, 'replicaUrls' | 'poolSize' | 'statementTimeoutMs'>): Db[] {
  const { poolSize, statementTimeoutMs } = config;
  return config.replicaUrls.map((url) => serverDb(url, { poolSize, statementTimeoutMs }));
}
