import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdBatches, demoFilterOptions, demoOwners, type DemoSpec } from '../../../src/service/demo/demo-rows';
import { seedDemo } from '../../../src/service/demo/seed-demo';
import {
  insertAds,
  insertFilterOptions,
  insertNewAds,
  insertOwners,
  openRevisions,
} from '../../../src/service/storage/ad-writer';
import type { Db, DbSession } from '../../../src/service/storage/db';
import { recordRowStamps } from '../../../src/service/storage/snapshot-watermark';
import { openTestDatabase } from '../../utils/test-database';

const SPEC: DemoSpec = { seed: 11, ads: 1_200, now: Date.UTC(2026, 0, 1) };
/**
 * What the seed writes, by table: the watermark's last write, which the seed moves past its rows'
 * stamps, and not its `safe_before`, which is when the database was migrated.
 */
const TABLES = {
  ads: 'ads',
  ad_revisions: 'ad_revisions',
  owners: 'owners',
  filter_options: 'filter_options',
  snapshot_watermark: '(SELECT last_write FROM snapshot_watermark)',
};

/** Each table's row count and a digest of its rows, whatever order they were written in. */
async function contents(db: DbSession): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [table, rowsOf] of Object.entries(TABLES)) {
    const { rows } = await db.query<{ n: number; digest: string }>(
      `SELECT count(*)::int AS n, md5(string_agg(x::text, '|' ORDER BY x::text)) AS digest FROM ${rowsOf} x`,
    );
    out[table] = `${rows[0]!.n} ${rows[0]!.digest}`;
  }
  return out;
}

/** The schema's indexes and constraints on the catalogue's tables, by name and definition. */
async function schemaOf(db: DbSession): Promise<string[]> {
  const { rows } = await db.query<{ line: string }>(
    `SELECT indexname || ' ' || indexdef AS line FROM pg_indexes WHERE tablename IN ('ads', 'ad_revisions', 'owners')
     UNION ALL
     SELECT conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
     WHERE conrelid IN ('ads'::regclass, 'ad_revisions'::regclass, 'owners'::regclass)
     ORDER BY 1`,
  );
  return rows.map((r) => r.line);
}

describe('the demo seed', () => {
  let seeded: Db;
  let written: Db;
  beforeAll(async () => {
    [seeded, written] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([seeded?.close(), written?.close()]);
  });

  it('writes the rows that the ingestion path writes for the same catalogue, and keeps the schema', async () => {
    const schema = await schemaOf(seeded);
    expect(schema.some((line) => line.startsWith('ads_search_text_trigrams '))).toBe(true);
    expect(schema.some((line) => line.includes('FOREIGN KEY'))).toBe(true);

    expect(await seedDemo(seeded, SPEC)).toMatchObject({ kind: 'seeded', ads: SPEC.ads });

    // The general writers, one batch at a time into indexed tables: ads first, then revisions.
    const owners = demoOwners(SPEC);
    await written.transaction(async (tx) => {
      await insertFilterOptions(tx, demoFilterOptions());
      await insertOwners(tx, owners);
      for (const batch of demoAdBatches(SPEC, owners, 500)) {
        await insertAds(tx, batch.ads);
        await openRevisions(tx, batch.revisions);
      }
      await recordRowStamps(tx);
    });

    const expected = await contents(written);
    expect(expected.ads).toMatch(/^1200 [0-9a-f]{32}$/);
    expect(await contents(seeded)).toEqual(expected);
    expect(await schemaOf(seeded)).toEqual(schema);
  });

  it('refuses ads that do not come with exactly one revision each', async () => {
    const [batch] = [...demoAdBatches({ ...SPEC, ads: 3 }, demoOwners(SPEC), 3)];
    const { ads, revisions } = batch!;
    const refused = /exactly one revision for each ad/;
    await expect(insertNewAds(seeded, ads, revisions.slice(1))).rejects.toThrow(refused);
    await expect(insertNewAds(seeded, ads, [...revisions, revisions[0]!])).rejects.toThrow(refused);
    await expect(insertNewAds(seeded, ads.slice(1), revisions)).rejects.toThrow(refused);
  });
});
