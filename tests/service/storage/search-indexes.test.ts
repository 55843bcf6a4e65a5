import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchFieldTerm } from '../../../src/contract/search-field';
import { catalogueOf } from '../../../src/service/catalogue/catalogues';
import { searchFieldPredicate } from '../../../src/service/catalogue/search-field-predicate';
import { SqlParams } from '../../../src/service/catalogue/sql-params';
import type { DbSession } from '../../../src/service/storage/db';
import { searchSql } from '../../../src/service/storage/search-sql';
import { openSeededStore, query, SEED_NOW, type SeededStore } from './seeded-store';

let seeded: SeededStore;
beforeAll(async () => {
  seeded = await openSeededStore();
});
afterAll(() => seeded.db.close());

const lastHit = Math.floor(SEED_NOW / 1000) + 60;
const textSearch = (text: string) => query({ lastHit, fields: { search_field: [{ type: 'text', text }] } });

/** Carries a plan out of a transaction that must roll back. */
class PlanRead extends Error {
  constructor(readonly plan: string) {
    super('plan read');
  }
}

/**
 * The plan of `sql` with the `off` plan kinds disabled and the indexes named like `setAside`
 * dropped for the moment (the transaction rolls back): on 2,000 ads reading everything, walking a
 * sort index or one broad index is cheapest, which a large catalogue does not find. What is left
 * shows which index can serve the conditions.
 */
async function planOf(
  sql: string,
  params: unknown[],
  { off = ['enable_seqscan'], setAside = /^$/ }: { off?: string[]; setAside?: RegExp } = {},
): Promise<string> {
  try {
    await seeded.db.transaction(async (tx: DbSession) => {
      for (const kind of off) await tx.exec(`SET LOCAL ${kind} = off`);
      const { rows: indexes } = await tx.query<{ name: string }>(
        `SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND indexname ~ $1`,
        [setAside.source],
      );
      for (const { name } of indexes) await tx.exec(`DROP INDEX ${name}`);
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
      throw new PlanRead(rows.map((row) => row['QUERY PLAN']).join('\n'));
    });
  } catch (error) {
    if (error instanceof PlanRead) return error.plan;
    throw error;
  }
  throw new Error('unreachable: the transaction always throws');
}

describe('search indexes', () => {
  it('answer a text term from the trigram index of the ads text', async () => {
    const search = textSearch('free');
    const params = new SqlParams();
    const condition = searchFieldPredicate(search.fields.search_field as SearchFieldTerm[], params);
    const plan = await planOf(`SELECT a.id FROM ads a WHERE ${condition}`, params.values);
    expect(plan).toContain('ads_search_text_trigrams');
  });

  it("answer a platform's page narrowed by list filters and a term from that platform's filter index", async () => {
    const search = query({
      lastHit,
      fields: { countries: ['US', 'GB', 'DE'], search_field: [{ type: 'text', text: 'off' }] },
    });
    const { sql, params } = searchSql(search, catalogueOf('platform_a', 'v2'));
    const plan = await planOf(sql, params, {
      off: ['enable_seqscan', 'enable_indexscan'],
      // Every index led by the platform, and the trigram index of all platforms.
      setAside: /^ads?(_revisions)?_platform_|^ads_search_text_trigrams$/,
    });
    expect(plan).toContain('ads_filters_platform_a');
    // Each index holds one platform's ads, so the search's platform is what lets it serve.
    expect(plan).not.toContain('ads_filters_platform_b');
  });
});
