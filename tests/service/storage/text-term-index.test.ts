import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchFieldTerm } from '../../../src/contract/search-field';
import { searchFieldPredicate } from '../../../src/service/catalogue/search-field-predicate';
import { SqlParams } from '../../../src/service/catalogue/sql-params';
import { openSeededStore, query, SEED_NOW, type SeededStore } from './seeded-store';

let seeded: SeededStore;
beforeAll(async () => {
  seeded = await openSeededStore();
});
afterAll(() => seeded.db.close());

const lastHit = Math.floor(SEED_NOW / 1000) + 60;
const textSearch = (text: string) => query({ lastHit, fields: { search_field: [{ type: 'text', text }] } });

describe('text terms', () => {
  it('are conditions the trigram index of the ads text answers', async () => {
    const search = textSearch('free');
    const params = new SqlParams();
    const condition = searchFieldPredicate(search.fields.search_field as SearchFieldTerm[], params);
    const plan = await seeded.db.transaction(async (tx) => {
      // 2,000 ads fit in a few pages, where reading them all is cheapest: the plan a large catalogue gets.
      await tx.exec('SET LOCAL enable_seqscan = off');
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT a.id FROM ads a WHERE ${condition}`,
        params.values,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('ads_search_text_trigrams');
  });
});
