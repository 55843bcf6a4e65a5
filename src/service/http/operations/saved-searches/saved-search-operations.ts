import type { Context } from 'hono';
import type { SAVED_SEARCH_OPERATIONS } from '../../../../contract/extensions/saved-search-operations';
import type { SavedSearch, SavedSearchList } from '../../../../contract/extensions/saved-searches';
import type { AdCounter } from '../../../ad-counter';
import type { AdsStore } from '../../../ads-store';
import type { SavedSearchRecord, SavedSearchStore } from '../../../saved-search-store';
import { okResponse } from '../../envelope';
import { pathId } from '../../extension-input';
import type { OperationHandlers } from '../../extensions/operation-routes';
import { ServiceError } from '../../service-error';
import type { ServiceEnv } from '../../service-env';
import { fieldsFirstSeenAfter, savedSearchFields } from './saved-search-body';

const noSearch = (id: number) => new ServiceError('not_found', `You have no saved search ${id}.`);

/** The operations of the `saved_searches` extension, each for the calling key only. */
export function savedSearchOperations(
  searches: SavedSearchStore,
  counter: AdCounter,
  store: AdsStore,
): OperationHandlers<typeof SAVED_SEARCH_OPERATIONS> {
  /** The wire record, with the ads first seen since the last visit counted at `now` (unix seconds), less what the key hides. */
  const withNews = async (record: SavedSearchRecord, now: number, keyId: number): Promise<SavedSearch> => ({
    id: record.id,
    name: record.name,
    platform: record.platform,
    link: record.link,
    body: record.body,
    last_visit: new Date(record.lastVisit).toISOString(),
    created_at: record.createdAt,
    new_since_visit: await counter.count({
      platform: record.platform,
      version: 'v2',
      lastHit: now,
      fields: fieldsFirstSeenAfter(record.body, record.lastVisit),
      hiddenFor: keyId,
    }),
  });
  const answer = async (c: Context<ServiceEnv>, id: number, record: SavedSearchRecord | undefined) => {
    if (!record) throw noSearch(id);
    return okResponse(c, await withNews(record, await store.now(), c.var.apiKey.id));
  };
  const idOf = (c: Context<ServiceEnv>) => pathId(c, 'search', 'saved search');

  return {
    async list(c, io) {
      const records = await searches.list(c.var.apiKey.id);
      const now = await store.now();
      const data: SavedSearchList = { saved_searches: [] };
      for (const record of records) data.saved_searches.push(await withNews(record, now, c.var.apiKey.id));
      return io.ok(data);
    },
    async create(c, io) {
      const input = io.body();
      const catalogue = store.catalogue(input.platform, 'v2');
      const body = savedSearchFields(input.body, catalogue, c.var.apiKey.plan);
      const record = await searches.create(c.var.apiKey.id, { ...input, body });
      return answer(c, record.id, record);
    },
    async rename(c, io) {
      const id = idOf(c);
      const { name } = io.body();
      return answer(c, id, await searches.rename(c.var.apiKey.id, id, name));
    },
    async visit(c, io) {
      const id = idOf(c);
      io.body();
      return answer(c, id, await searches.visit(c.var.apiKey.id, id));
    },
    async remove(c, io) {
      const id = idOf(c);
      if (!(await searches.remove(c.var.apiKey.id, id))) throw noSearch(id);
      return io.ok({ id, deleted: true });
    },
  };
}
