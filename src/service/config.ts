import { resolve } from 'node:path';
import { demoAdsFromEnv } from './demo/seed-demo';

/** How `npm start` and `npm run dev` run the service; read once from the environment and flags. */
export interface ServiceConfig {
  /** `PORT`, default 5173. */
  port: number;
  /** `HOST`, default `localhost`; `0.0.0.0` serves other machines too. */
  host: string;
  /** `DATA_DIR`, default `./data`. */
  dataDir: string;
  /** `DEMO_ADS`: ads seeded into an empty database, default 20,000. */
  demoAds: number;
  /** Off with `--no-demo-keys` or `DEMO_KEYS=0`. */
  demoKeys: boolean;
  /** `INGEST_INTERVAL_MS`: when set, new ads arrive and stats grow every that many ms. */
  ingest: { intervalMs: number; batch: number } | undefined;
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a positive integer, not ${JSON.stringify(value)}`);
  return n;
}

/** The config of `env` and `argv`; throws a readable error for a malformed value. */
export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  argv: string[] = process.argv.slice(2),
): ServiceConfig {
  const interval = env.INGEST_INTERVAL_MS;
  return {
    port: positiveInt('PORT', env.PORT, 5173),
    host: env.HOST || 'localhost',
    dataDir: resolve(env.DATA_DIR || 'data'),
    demoAds: demoAdsFromEnv(env.DEMO_ADS),
    demoKeys: !argv.includes('--no-demo-keys') && env.DEMO_KEYS !== '0' && env.DEMO_KEYS !== 'false',
    ingest: interval
      ? {
          intervalMs: positiveInt('INGEST_INTERVAL_MS', interval, 1),
          batch: positiveInt('INGEST_BATCH', env.INGEST_BATCH, 30),
        }
      : undefined,
  };
}
