import type { Db } from '../storage/db';
import { insertAds, insertFilterOptions, insertOwners, openRevisions } from '../storage/ad-writer';
import { demoAdBatches, demoFilterOptions, demoOwners, type DemoSpec } from './demo-rows';

/** Default size of the demo catalogue (`DEMO_ADS`). */
export const DEFAULT_DEMO_ADS = 20_000;
/** Default PRNG seed of the demo catalogue. */
export const DEFAULT_DEMO_SEED = 20_260_101;

export interface SeedOptions {
  /** Defaults to `DEMO_ADS`, else 20,000. */
  ads?: number;
  seed?: number;
  /** Collection instant in unix ms; defaults to the current time. */
  now?: number;
  /** Called after each batch is written. */
  onProgress?: (done: number, total: number) => void;
}

export type SeedOutcome = { kind: 'seeded'; ads: number; ms: number } | { kind: 'skipped'; reason: 'not empty' };

const BATCH = 1_000;

/** `DEMO_ADS` as a count; unset means the default, anything but a non-negative integer is refused. */
export function demoAdsFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_DEMO_ADS;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`DEMO_ADS must be a whole number of ads, not ${JSON.stringify(value)}`);
  return n;
}

/** Fills an empty database with the demo catalogue in one transaction; leaves a non-empty one alone. */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedOutcome> {
  const { rows } = await db.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM ads) AS found');
  if (rows[0]?.found) return { kind: 'skipped', reason: 'not empty' };
  const started = Date.now();
  const spec: DemoSpec = {
    seed: options.seed ?? DEFAULT_DEMO_SEED,
    ads: options.ads ?? demoAdsFromEnv(process.env.DEMO_ADS),
    now: options.now ?? Date.now(),
  };
  const owners = demoOwners(spec);
  await db.transaction(async (tx) => {
    await insertFilterOptions(tx, demoFilterOptions());
    await insertOwners(tx, owners);
    let done = 0;
    for (const batch of demoAdBatches(spec, owners, BATCH)) {
      await insertAds(tx, batch.ads);
      await openRevisions(tx, batch.revisions);
      done += batch.ads.length;
      options.onProgress?.(done, spec.ads);
    }
  });
  await db.exec('ANALYZE');
  return { kind: 'seeded', ads: spec.ads, ms: Date.now() - started };
}
