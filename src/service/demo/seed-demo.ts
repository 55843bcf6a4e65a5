import type { Db, DbSession } from '../storage/db';
import { bootTransaction } from '../storage/boot-work';
import { insertFilterOptions, insertNewAds, insertOwners } from '../storage/ad-writer';
import { withIndexesAndForeignKeysDeferred } from '../storage/deferred-indexes';
import { recordRowStamps } from '../storage/snapshot-watermark';
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

/** Advisory lock key that lets one of several processes starting together seed, and the others wait. */
const SEED_LOCK = 7_240_002;

const hasAds = async (db: DbSession) =>
  (await db.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM ads) AS found')).rows[0]?.found === true;

/** Fills an empty database with the demo catalogue in one transaction; leaves a non-empty one alone. */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedOutcome> {
  // Another process seeding holds the ads table until it commits: this look waits for it too.
  if (await bootTransaction(db, hasAds)) return { kind: 'skipped', reason: 'not empty' };
  const started = Date.now();
  const spec: DemoSpec = {
    seed: options.seed ?? DEFAULT_DEMO_SEED,
    ads: options.ads ?? demoAdsFromEnv(process.env.DEMO_ADS),
    now: options.now ?? Date.now(),
  };
  const owners = demoOwners(spec);
  // Seeding, and another process waiting for it, take as long as the catalogue's size asks.
  const seeded = await bootTransaction(db, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (await hasAds(tx)) return false;
    await insertFilterOptions(tx, demoFilterOptions());
    await insertOwners(tx, owners);
    await withIndexesAndForeignKeysDeferred(tx, ['ads', 'ad_revisions'], async () => {
      let done = 0;
      for (const batch of demoAdBatches(spec, owners, BATCH)) {
        await insertNewAds(tx, batch.ads, batch.revisions);
        done += batch.ads.length;
        options.onProgress?.(done, spec.ads);
      }
    });
    await recordRowStamps(tx);
    return true;
  });
  if (!seeded) return { kind: 'skipped', reason: 'not empty' };
  await bootTransaction(db, (tx) => tx.exec('ANALYZE'));
  return { kind: 'seeded', ads: spec.ads, ms: Date.now() - started };
}
