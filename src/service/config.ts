import { resolve } from 'node:path';
import { demoAdsFromEnv } from './demo/seed-demo';
import { plainAddress } from './http/forwarded';
import type { RenderLimits } from './http/render-limits';
import { DEFAULT_REPLICA_MAX_LAG_MS } from './storage/replica-set';
import { DEFAULT_POOL_SIZE, DEFAULT_STATEMENT_TIMEOUT_MS } from './storage/server-db';

/** How `npm start` and `npm run dev` run the service; read once from the environment and flags. */
export interface ServiceConfig {
  /** `PORT`, default 5173. */
  port: number;
  /** `HOST`, default `localhost`; `0.0.0.0` serves other machines too. */
  host: string;
  /** `DATA_DIR`, default `./data`: the embedded database, used unless `databaseUrl` is set. */
  dataDir: string;
  /** `DEMO_ADS`: ads seeded into an empty database, default 20,000. */
  demoAds: number;
  /** `DATABASE_URL`: a PostgreSQL server instead of the embedded database. */
  databaseUrl: string | undefined;
  /** `DATABASE_REPLICA_URLS`, comma-separated streaming replicas of `databaseUrl` that take the searches. */
  replicaUrls: string[];
  /**
   * `REPLICA_MAX_LAG_MS`, default 3,000: a replica trailing the primary by more than this is not
   * waited for; searches past what it has replayed read the primary.
   */
  replicaMaxLagMs: number;
  /** `DATABASE_POOL_SIZE`: connections per process to each server, default 10. */
  poolSize: number;
  /**
   * `DATABASE_STATEMENT_TIMEOUT_MS`, default 5,000: on a server, a statement running longer is
   * cancelled and its request answers 1012; `0` turns it off. The embedded database has none.
   */
  statementTimeoutMs: number;
  /**
   * `RENDER_BUDGET_MS`, `RENDER_CONCURRENCY`, `RENDER_ADDRESS_LIMIT`: what the server renders of
   * explorer pages may take (`RenderLimits`); a limit left out keeps its default.
   */
  rendering?: Partial<RenderLimits>;
  /**
   * `TRUSTED_PROXIES`, comma-separated addresses of the reverse proxies in front of the service:
   * their requests are read as their clients sent them (`behindProxies`); default none.
   */
  trustedProxies?: string[];
  /** `WORKERS`: processes serving the one port, default 1; more than one needs `databaseUrl`. */
  workers: number;
  /** Off with `--no-demo-keys` or `DEMO_KEYS=0`. */
  demoKeys: boolean;
  /**
   * `DEMO_ACCOUNTS_PER_MINUTE`: demo accounts one client address may mint a minute, default
   * `DEMO_ACCOUNT_LIMIT` (a few browsers, not a script's worth).
   */
  demoAccountsPerMinute?: number;
  /**
   * `INGEST_INTERVAL_MS`: when set, new ads arrive and stats grow every that many ms. `maxAds`
   * (`INGEST_MAX_ADS`, default twice `demoAds`, `0` for no bound) is the most live ads ingestion
   * keeps: each batch retires the oldest past it.
   */
  ingest: { intervalMs: number; batch: number; maxAds?: number } | undefined;
  /**
   * `WEBHOOK_ALLOW_HOSTS`, comma-separated host names or addresses: private, loopback or
   * link-local webhook targets allowed anyway; default none.
   */
  webhookAllowHosts?: string[];
  /** `WEBHOOK_INTERVAL_MS`, default 10,000: the pause between two rounds of webhook deliveries. */
  webhookIntervalMs?: number;
  /** `WEBHOOK_RETRY_MS`, default 30,000: the wait before a failed delivery's first retry, doubling after each. */
  webhookRetryMs?: number;
}

/** The pause between two rounds of webhook deliveries when `WEBHOOK_INTERVAL_MS` is not set. */
export const DEFAULT_WEBHOOK_INTERVAL_MS = 10_000;
/** The first retry's wait when `WEBHOOK_RETRY_MS` is not set. */
export const DEFAULT_WEBHOOK_RETRY_MS = 30_000;

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a positive integer, not ${JSON.stringify(value)}`);
  return n;
}

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not ${JSON.stringify(value)}`);
  return n;
}

/** The render limits `env` sets; the others keep their defaults. */
function renderLimitsOf(env: NodeJS.ProcessEnv): Partial<RenderLimits> {
  const limits: Partial<RenderLimits> = {};
  if (env.RENDER_BUDGET_MS) limits.budgetMs = positiveInt('RENDER_BUDGET_MS', env.RENDER_BUDGET_MS, 0);
  if (env.RENDER_CONCURRENCY) limits.concurrency = wholeNumber('RENDER_CONCURRENCY', env.RENDER_CONCURRENCY, 0);
  if (env.RENDER_ADDRESS_LIMIT) {
    limits.perAddressPerMinute = wholeNumber('RENDER_ADDRESS_LIMIT', env.RENDER_ADDRESS_LIMIT, 0);
  }
  return limits;
}

/** The config of `env` and `argv`; throws a readable error for a malformed value. */
export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  argv: string[] = process.argv.slice(2),
): ServiceConfig {
  const interval = env.INGEST_INTERVAL_MS;
  const databaseUrl = env.DATABASE_URL || undefined;
  const replicaUrls = (env.DATABASE_REPLICA_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  const workers = positiveInt('WORKERS', env.WORKERS, 1);
  if (!databaseUrl && replicaUrls.length > 0) throw new Error('DATABASE_REPLICA_URLS needs DATABASE_URL (the primary)');
  if (!databaseUrl && workers > 1) {
    throw new Error('WORKERS above 1 needs DATABASE_URL: the embedded database serves one process');
  }
  const demoAds = demoAdsFromEnv(env.DEMO_ADS);
  const maxAds = wholeNumber('INGEST_MAX_ADS', env.INGEST_MAX_ADS, 2 * demoAds);
  return {
    port: positiveInt('PORT', env.PORT, 5173),
    host: env.HOST || 'localhost',
    dataDir: resolve(env.DATA_DIR || 'data'),
    demoAds,
    databaseUrl,
    replicaUrls,
    replicaMaxLagMs: positiveInt('REPLICA_MAX_LAG_MS', env.REPLICA_MAX_LAG_MS, DEFAULT_REPLICA_MAX_LAG_MS),
    poolSize: positiveInt('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, DEFAULT_POOL_SIZE),
    statementTimeoutMs: wholeNumber(
      'DATABASE_STATEMENT_TIMEOUT_MS',
      env.DATABASE_STATEMENT_TIMEOUT_MS,
      DEFAULT_STATEMENT_TIMEOUT_MS,
    ),
    rendering: renderLimitsOf(env),
    trustedProxies: (env.TRUSTED_PROXIES ?? '').split(',').map(plainAddress).filter(Boolean),
    workers,
    demoKeys: !argv.includes('--no-demo-keys') && env.DEMO_KEYS !== '0' && env.DEMO_KEYS !== 'false',
    demoAccountsPerMinute: env.DEMO_ACCOUNTS_PER_MINUTE
      ? positiveInt('DEMO_ACCOUNTS_PER_MINUTE', env.DEMO_ACCOUNTS_PER_MINUTE, 1)
      : undefined,
    webhookAllowHosts: (env.WEBHOOK_ALLOW_HOSTS ?? '')
      .split(',')
      .map((host) =>
        host
          .trim()
          .toLowerCase()
          .replace(/^\[|\]$/g, ''),
      )
      .filter(Boolean),
    webhookIntervalMs: positiveInt('WEBHOOK_INTERVAL_MS', env.WEBHOOK_INTERVAL_MS, DEFAULT_WEBHOOK_INTERVAL_MS),
    webhookRetryMs: positiveInt('WEBHOOK_RETRY_MS', env.WEBHOOK_RETRY_MS, DEFAULT_WEBHOOK_RETRY_MS),
    ingest: interval
      ? {
          intervalMs: positiveInt('INGEST_INTERVAL_MS', interval, 1),
          batch: positiveInt('INGEST_BATCH', env.INGEST_BATCH, 30),
          maxAds: maxAds === 0 ? undefined : maxAds,
        }
      : undefined,
  };
}
