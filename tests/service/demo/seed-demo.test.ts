import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIngestion, type IngestReport } from '../../../src/service/demo/ingestion';
import { DEFAULT_DEMO_ADS, demoAdsFromEnv, seedDemo } from '../../../src/service/demo/seed-demo';
import type { Db } from '../../../src/service/storage/db';
import { openTestDatabase } from '../../utils/test-database';

describe('demoAdsFromEnv', () => {
  it('reads DEMO_ADS, defaulting to 20,000 and refusing junk', () => {
    expect(demoAdsFromEnv(undefined)).toBe(DEFAULT_DEMO_ADS);
    expect(demoAdsFromEnv('')).toBe(20_000);
    expect(demoAdsFromEnv('500')).toBe(500);
    for (const junk of ['many', '-1', '2.5']) expect(() => demoAdsFromEnv(junk)).toThrow(/DEMO_ADS/);
  });
});

describe('seedDemo', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('reports progress batch by batch and writes one open revision per ad', async () => {
    const progress: [number, number][] = [];
    const outcome = await seedDemo(db, {
      ads: 2_500,
      seed: 11,
      now: Date.UTC(2026, 0, 1),
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(outcome).toMatchObject({ kind: 'seeded', ads: 2_500 });
    expect(progress).toEqual([
      [1_000, 2_500],
      [2_000, 2_500],
      [2_500, 2_500],
    ]);
    const { rows } = await db.query<{ ads: number; open: number }>(
      'SELECT (SELECT count(*)::int FROM ads) AS ads, (SELECT count(*)::int FROM ad_revisions WHERE valid_to IS NULL) AS open',
    );
    expect(rows[0]).toEqual({ ads: 2_500, open: 2_500 });
  });

  it('keeps ingesting while running, and stops when asked', async () => {
    const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ads')).rows[0]!.n;
    const before = await count();
    const reports: IngestReport[] = [];
    let enough: () => void = () => {};
    const twoBatches = new Promise<void>((resolve) => (enough = resolve));
    const ingestion = startIngestion(db, {
      intervalMs: 5,
      batch: 30,
      onBatch: (report) => {
        reports.push(report);
        if (reports.length === 2) enough();
      },
    });
    await twoBatches;
    await ingestion.stop();
    const stoppedAt = reports.length;
    const after = await count();
    expect(after).toBe(before + reports.reduce((sum, r) => sum + r.added, 0));
    expect(reports.every((r) => r.added === 10 && r.updated > 0)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports.length).toBe(stoppedAt);
    expect(await count()).toBe(after);
  });
});
