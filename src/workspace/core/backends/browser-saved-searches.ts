import type { AdsClient } from '../../../client/ads-client';
import type { SavedSearchInput } from '../../../contract/extensions/saved-searches';
import type { Total } from '../../../contract/extensions/totals';
import { nameSchema } from '../../../contract/extensions/boards';
import { adKeyText, type HiddenBackend, type SavedSearchItem, type SavedSearchesBackend } from '../workspace-backends';
import { browserDocument } from './browser-documents';

/** Pages of the newest ads read to count what is new; past them the count is a lower bound. */
const COUNT_PAGES = 3;

interface StoredSearch extends SavedSearchItem {
  /** The newest ads (by first seen) at the last visit: anything listed before them is new. */
  seen: string[];
}

interface SearchesDocument {
  nextId: number;
  searches: StoredSearch[];
}

/**
 * Saved searches kept in this browser for one connection (`scope`), for deployments without
 * `saved_searches`. "New since your last visit" is counted by reading the search newest first
 * (v2 `first_seen` sort) down to the ads that were newest at the visit, leaving out what `hidden`
 * holds as searches do; v1 has no such sort, so there it is not counted.
 */
export function browserSavedSearches(
  scope: string,
  client: AdsClient,
  hidden: Pick<HiddenBackend, 'list'>,
  now: () => Date = () => new Date(),
): SavedSearchesBackend {
  const doc = browserDocument<SearchesDocument>(`${scope}|saved-searches`, () => ({ nextId: 1, searches: [] }));
  const counts = client.version === 'v2';
  const newestFirst = (search: Pick<SavedSearchItem, 'body'>) => ({
    ...search.body,
    advanced_order: { orderby: 'first_seen', order: 'desc' },
  });
  const newestNow = async (search: Pick<SavedSearchItem, 'platform' | 'body'>) =>
    counts ? (await client.search(search.platform, { fields: newestFirst(search) })).ads.map(adKeyText) : [];
  const countNew = async (search: StoredSearch): Promise<Total | undefined> => {
    if (!counts) return undefined;
    const seen = new Set(search.seen);
    const hides = await hidden.list();
    const hiddenAds = new Set(hides.ads.map(adKeyText));
    const hiddenOwners = new Set(hides.owners.map((owner) => owner.id));
    let value = 0;
    let lastHit: number | undefined;
    for (let page = 1; page <= COUNT_PAGES; page += 1) {
      const answer = await client.search(search.platform, { page, last_hit: lastHit, fields: newestFirst(search) });
      lastHit ??= answer.last_hit;
      for (const ad of answer.ads) {
        if (seen.has(adKeyText(ad))) return { value, relation: 'eq' };
        if (!hiddenAds.has(adKeyText(ad)) && !hiddenOwners.has(ad.owner.id)) value += 1;
      }
      if (!answer.has_next_page) return { value, relation: 'eq' };
    }
    return { value, relation: 'gte' };
  };
  const change = (id: number, apply: (found: StoredSearch) => void) =>
    doc.update((value) => {
      const found = value.searches.find((s) => s.id === id);
      if (found) apply(found);
      return { value, result: undefined };
    });

  return {
    kind: 'browser',
    async list() {
      const { searches } = await doc.read();
      return Promise.all(
        searches.map(async ({ seen: _seen, ...search }) => ({
          ...search,
          new_since_visit: await countNew({ ...search, seen: _seen }),
        })),
      );
    },
    async create(input: SavedSearchInput) {
      const seen = await newestNow(input);
      return doc.update((value) => {
        const search: StoredSearch = {
          ...input,
          name: nameSchema.parse(input.name),
          id: value.nextId,
          last_visit: now().toISOString(),
          seen,
        };
        const { seen: _seen, ...item } = search;
        return { value: { nextId: value.nextId + 1, searches: [...value.searches, search] }, result: item };
      });
    },
    rename: (id, name) => change(id, (found) => (found.name = nameSchema.parse(name))),
    remove: (id) =>
      doc.update((value) => ({
        value: { ...value, searches: value.searches.filter((s) => s.id !== id) },
        result: undefined,
      })),
    async visit(id) {
      const found = (await doc.read()).searches.find((s) => s.id === id);
      if (!found) return;
      const seen = await newestNow(found);
      await change(id, (search) => {
        search.seen = seen;
        search.last_visit = now().toISOString();
      });
    },
  };
}
