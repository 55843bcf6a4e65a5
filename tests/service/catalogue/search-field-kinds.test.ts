import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okEnvelopeSchema } from '../../../src/contract/envelope';
import { searchTotalsSchema } from '../../../src/contract/extensions/totals';
import { PATHS } from '../../../src/contract/paths';
import type { SearchFieldTerm } from '../../../src/contract/search-field';
import { postJson, startTestService, type TestService } from '../../utils/service';

/**
 * The matching rule of each `search_field` kind (docs/decisions.md), held against the real service:
 * every count is the service's `total` of a Mega search, every expectation a count of the database.
 */

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 800 });
  // Seeded ads are visible from when they were written, and a snapshot holds what was written
  // before its second began: the searches start in the next second, so every ad is in them.
  await new Promise((done) => setTimeout(done, 1001 - (Date.now() % 1000)));
});
afterAll(() => service.close());

/** How many ads a Mega search with these terms matches, as the service counts them. */
async function matches(terms: SearchFieldTerm[]): Promise<number> {
  const answer = await postJson(service.baseUrl('v2') + PATHS.v2.search('mega'), { search_field: terms }, 'demo-pro');
  const { total } = okEnvelopeSchema(searchTotalsSchema).parse(answer.body).data;
  expect(total.relation).toBe('eq');
  return total.value;
}

async function count(where: string, params: unknown[] = []): Promise<number> {
  const { rows } = await service.db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM ads a JOIN owners o ON o.id = a.owner_id WHERE ${where}`,
    params,
  );
  return Number(rows[0]!.n);
}

/** An advertiser with ads, its name of two words or more, and its page handle and display domain. */
async function someAdvertiser(): Promise<{ id: number; name: string; handle: string; domain: string }> {
  const { rows } = await service.db.query<{ id: number; name: string; handle: string; domain: string }>(
    `SELECT o.id, o.name, o.handle, min(a.display_url) AS domain FROM owners o JOIN ads a ON a.owner_id = o.id
     WHERE o.name LIKE '% %' GROUP BY o.id ORDER BY count(*) DESC, o.id LIMIT 1`,
  );
  return rows[0]!;
}

describe('search_field kinds match as the search box says', () => {
  let all: number;
  let owner: Awaited<ReturnType<typeof someAdvertiser>>;
  let ownersAds: number;
  beforeAll(async () => {
    all = await matches([]);
    owner = await someAdvertiser();
    ownersAds = await count('a.owner_id = $1', [owner.id]);
  });

  it('premise: a search without terms counts every ad, and the advertiser has ads', async () => {
    expect(all).toBe(await count('true'));
    expect(ownersAds).toBeGreaterThan(0);
  });

  it('Exclude page takes the advertiser’s page by its exact name or handle, ignoring case', async () => {
    expect(await matches([{ type: 'without_fanpage', text: owner.name }])).toBe(all - ownersAds);
    expect(await matches([{ type: 'without_fanpage', text: owner.name.toUpperCase() }])).toBe(all - ownersAds);
    expect(await matches([{ type: 'without_fanpage', text: owner.handle }])).toBe(all - ownersAds);
    expect(await matches([{ type: 'without_fanpage', text: `@${owner.handle}` }])).toBe(all - ownersAds);
    // Part of a name is not a page.
    expect(await matches([{ type: 'without_fanpage', text: owner.name.split(' ')[0]! }])).toBe(all);
  });

  it('Exclude domain takes the whole display domain, ignoring case, a scheme, www. and a path', async () => {
    const domainsAds = await count('lower(a.display_url) = $1', [owner.domain.toLowerCase()]);
    expect(domainsAds).toBeGreaterThan(0);
    for (const text of [owner.domain, owner.domain.toUpperCase(), `https://www.${owner.domain}/offer?x=1`])
      expect(await matches([{ type: 'without_owner', text }]), text).toBe(all - domainsAds);
    // A part of a domain is not the domain.
    const part = owner.domain.slice(0, 5);
    expect(await count('a.display_url LIKE $1', [`%${part}%`])).toBeGreaterThan(0);
    expect(await matches([{ type: 'without_owner', text: part }])).toBe(all);
    expect(await matches([{ type: 'without_owner', text: 'com' }])).toBe(all);
  });

  it('Exclude advertiser takes every advertiser whose name holds the words, whole and ignoring case', async () => {
    const word = owner.name.split(' ')[0]!;
    const withWord = await count(`o.name ~* $1`, [`\\m${word}\\M`]);
    expect(withWord).toBeGreaterThanOrEqual(ownersAds);
    expect(await matches([{ type: 'without_owner_name', text: word.toLowerCase() }])).toBe(all - withWord);
    expect(await matches([{ type: 'without_owner_name', text: owner.name }])).toBeLessThanOrEqual(all - ownersAds);
    // A part of a word is not a word.
    const part = word.slice(0, -1);
    expect(await matches([{ type: 'without_owner_name', text: part }])).toBe(
      all - (await count(`o.name ~* $1`, [`\\m${part}\\M`])),
    );
    expect(await matches([{ type: 'without_owner_name', text: part }])).toBeGreaterThan(all - withWord);
  });

  it('Contains finds the text anywhere in the title, copy, advertiser name or domain, and several terms must all match', async () => {
    const word = owner.name.split(' ')[0]!;
    const has = (text: string) => count('a.search_text LIKE $1', [`%${text.toLowerCase()}%`]);
    expect(await matches([{ type: 'text', text: word.toUpperCase() }])).toBe(await has(word));
    const both = await count('a.search_text LIKE $1 AND a.search_text LIKE $2', [`%${word.toLowerCase()}%`, '%free%']);
    expect(both).toBeGreaterThan(0);
    expect(both).toBeLessThan(await has(word));
    expect(
      await matches([
        { type: 'text', text: word },
        { type: 'text', text: 'free' },
      ]),
    ).toBe(both);
  });
});
