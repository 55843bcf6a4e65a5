import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPageSchema, type SearchPage } from '../../../src/contract/ads';
import { okEnvelopeSchema } from '../../../src/contract/envelope';
import { PATHS } from '../../../src/contract/paths';
import { createServiceApp } from '../../../src/service/http/create-service-app';
import { issueKey } from '../../../src/service/keys/key-commands';
import type { Db, DbSession } from '../../../src/service/storage/db';
import { createPgAdsStore } from '../../../src/service/storage/pg-ads-store';
import { createPgExtensionStores } from '../../../src/service/storage/pg-extension-stores';
import { createPgKeyStore } from '../../../src/service/storage/pg-key-store';
import { createPgRateCounter } from '../../../src/service/storage/pg-rate-counter';
import { createTestClock } from '../../utils/test-clock';
import { openTestDatabase } from '../../utils/test-database';

/** `db` with every statement it is sent, in transactions too, written down in `sent`. */
function recorded(db: Db, sent: string[]): Db {
  const session = (inner: DbSession): DbSession => ({
    query: (sql, params) => {
      sent.push(sql);
      return inner.query(sql, params);
    },
    exec: (sql) => {
      sent.push(sql);
      return inner.exec(sql);
    },
  });
  return { ...session(db), transaction: (work) => db.transaction((tx) => work(session(tx))), close: () => db.close() };
}

// Each statement is a round trip to the database: under load, a request's share of the machine.
describe('database round trips of a search', () => {
  const sent: string[] = [];
  const time = createTestClock();
  let db: Db;
  let app: ReturnType<typeof createServiceApp>;
  let secret: string;
  let keyId: number;
  beforeAll(async () => {
    const inner = await openTestDatabase({ ads: 300 });
    time.passSystemClock();
    db = recorded(inner, sent);
    const keys = createPgKeyStore(db);
    const extensions = createPgExtensionStores(db, time.clock);
    const issued = await issueKey(keys, { plan: 'pro' });
    secret = issued.secret;
    keyId = issued.record.id;
    app = createServiceApp({
      store: createPgAdsStore(db, { clock: time.clock }),
      keys,
      rates: createPgRateCounter(db),
      extensions,
    });
  });
  afterAll(() => db.close());

  async function search(body: Record<string, unknown>, platform: 'platform_a' | 'mega' = 'mega'): Promise<SearchPage> {
    const answer = await app.request(`/api/v2${PATHS.v2.search(platform)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': secret },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(200);
    return okEnvelopeSchema(searchPageSchema).parse(await answer.json()).data;
  }

  it('reads a later page, its bookmarks marked, in the key look-up and the page statement alone', async () => {
    const first = await search({ page: 1 });
    const saved = (await search({ page: 2, last_hit: first.last_hit })).ads[3]!;
    const { boards } = createPgExtensionStores(db, time.clock);
    const board = await boards.create(keyId, 'Round trips');
    await boards.save(keyId, board.id, saved.platform, saved.id, '');
    sent.length = 0;
    const page = await search({ page: 2, last_hit: first.last_hit });
    expect(page.ads.filter((ad) => ad.is_bookmarked).map((ad) => ad.id)).toEqual([saved.id]);
    expect(sent).toHaveLength(2);
  });

  it('cuts the snapshot of page 1 once a second, not once a page 1', async () => {
    // Counted a second earlier: the next second's first page 1 reuses that total (nothing was
    // written between), so the count below is the first part to need the second settled.
    await search({ page: 1 });
    time.nextSecond();
    const first = await search({ page: 1 });
    sent.length = 0;
    const others = [
      await search({ page: 1, advanced_order: { orderby: 'impressions', order: 'desc' } }),
      await search({ page: 1 }, 'platform_a'),
    ];
    expect(others.map((page) => page.last_hit)).toEqual([first.last_hit, first.last_hit]);
    expect(sent.filter((sql) => sql.includes('pg_advisory_xact_lock_shared'))).toEqual([]);
  });
});
