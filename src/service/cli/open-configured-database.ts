import type { ServiceConfig } from '../config';
import type { Db } from '../storage/db';
import { isNewDataFolder, openDatabase } from '../storage/open-database';
import { createReplicaSet, type ReplicaSet } from '../storage/replica-set';
import { redactUrl, serverDb } from '../storage/server-db';

/** A replica that cannot be connected to within this leaves the rotation instead of holding requests. */
const REPLICA_CONNECT_TIMEOUT_MS = 2_000;

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
  if (!isNewDataFolder(config.dataDir)) return openDatabase({ dataDir: config.dataDir });
  // A new folder waits seconds for its database (initdb, or loading a cached dump): say so.
  log('Creating the database (first start)…');
  const started = Date.now();
  const db = await openDatabase({ dataDir: config.dataDir });
  log(`Created the database in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return db;
}

/** Says where the searches read when `DATABASE_REPLICA_URLS` names replicas. */
export function logReplicas(config: Pick<ServiceConfig, 'replicaUrls'>, log: (line: string) => void): void {
  for (const url of config.replicaUrls) log(`Searches read from the replica at ${redactUrl(url)}`);
}

/**
 * The read replicas of `DATABASE_REPLICA_URLS` over `primary` (none when unset): they take the
 * searches they hold; `log` hears when one leaves or rejoins the rotation.
 */
export function openReplicas(
  config: Pick<ServiceConfig, 'replicaUrls' | 'replicaMaxLagMs' | 'poolSize' | 'statementTimeoutMs'>,
  primary: Db,
  log: (line: string) => void,
): ReplicaSet | undefined {
  if (config.replicaUrls.length === 0) return undefined;
  const { poolSize, statementTimeoutMs } = config;
  return createReplicaSet({
    primary,
    maxLagMs: config.replicaMaxLagMs,
    log,
    replicas: config.replicaUrls.map((url) => ({
      name: redactUrl(url),
      open: (onIdleError) =>
        serverDb(url, { poolSize, statementTimeoutMs, onIdleError, connectTimeoutMs: REPLICA_CONNECT_TIMEOUT_MS }),
    })),
  });
}
