import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALUE_KIND } from '../../../src/contract/filter-values';
import type { Filter, FilterComponent } from '../../../src/contract/filters';
import { PLATFORM_KEYS, type SearchPlatform } from '../../../src/contract/platforms';
import { API_VERSIONS } from '../../../src/contract/versions';
import type { AdsStore } from '../../../src/service/ads-store';
import { openSeededStore, query, type SeededStore } from './seeded-store';

/** Values of the filters that take a number, a date or text; option filters use their own options. */
const SCALAR_VALUES: Record<string, unknown> = {
  search_field: [{ type: 'text', text: 'free' }],
  domain: ['blue'],
  has_video: [true],
  verified: [true],
  days_running: [5, 60],
  traffic: [null, 50_000],
  impressions: [1_000_000],
  first_seen: ['2025-06-01', '2025-09-30'],
  last_seen: ['2026-01-01'],
};
const SORT_KEYS = ['orderby', 'advanced_order'];
const ALL_ACTIONS = ['DESELECT_OTHER', 'SINGLETON_RELATION'];

async function optionValue(store: AdsStore, platform: SearchPlatform, filter: Filter): Promise<unknown> {
  const { api_url, items = [] } = filter.component_data;
  const keys = api_url
    ? (
        await store.filterItems(platform === 'mega' ? 'platform_a' : platform, filter.key as 'interests', {
          search: '',
        })
      ).map((o) => o.key)
    : items
        .filter((item) => !ALL_ACTIONS.includes(item.action ?? '') && item.action !== 'DISABLE_OTHER')
        .map((item) => item.key);
  return filter.component.startsWith('StringSingle')
    ? keys.slice(0, 1)
    : keys.slice(0, Math.max(1, Math.floor(keys.length / 3)));
}

async function valueFor(store: AdsStore, platform: SearchPlatform, filter: Filter): Promise<unknown> {
  if (filter.key in SCALAR_VALUES) return SCALAR_VALUES[filter.key];
  if (VALUE_KIND[filter.component as FilterComponent] === 'options') return optionValue(store, platform, filter);
  throw new Error(`no test value for ${filter.key}`);
}

/** Oldest first, so filters on recency cannot hide behind the default "recently updated" order. */
const OLDEST_FIRST = { v1: { orderby: 'oldest' }, v2: { advanced_order: { orderby: 'first_seen', order: 'asc' } } };

const idsOf = (result: { ads: { id: number }[] }) => result.ads.map((ad) => ad.id);

describe('every enabled filter narrows', () => {
  let s: SeededStore;
  let t: number;
  beforeAll(async () => {
    s = await openSeededStore();
    t = await s.store.now();
  });
  afterAll(() => s.db.close());

  const cases = API_VERSIONS.flatMap((version) =>
    [...PLATFORM_KEYS, 'mega' as const].map((platform) => ({ version, platform })),
  );
  it.each(cases)('$platform $version', async ({ version, platform }) => {
    const catalogue = s.store.catalogue(platform, version);
    const sort = OLDEST_FIRST[version];
    const unfiltered = idsOf(await s.store.search(query({ platform, version, lastHit: t, fields: sort })));
    const enabled = catalogue.group.filters.filter((f) => !f.disabled && !SORT_KEYS.includes(f.key));
    expect(enabled.length).toBeGreaterThan(8);
    for (const filter of enabled) {
      const fields = { ...sort, [filter.key]: await valueFor(s.store, platform, filter) };
      const filtered = idsOf(await s.store.search(query({ platform, version, lastHit: t, fields })));
      expect(filtered.length, `${filter.key} finds something`).toBeGreaterThan(0);
      expect(filtered, `${filter.key} narrows`).not.toEqual(unfiltered);
    }
  });

  it('"All" items do not narrow', async () => {
    const all = (platform: SearchPlatform, fields: Record<string, unknown>) =>
      s.store.search(query({ platform, lastHit: t, fields }));
    const plain = (platform: SearchPlatform) => s.store.search(query({ platform, lastHit: t }));
    expect(await all('platform_a', { gender: [0] })).toEqual(await plain('platform_a'));
    expect(await all('native', { networks: [0] })).toEqual(await plain('native'));
    expect(await all('mega', { platforms: ['all'] })).toEqual(await plain('mega'));
  });

  it('option filters keep only matching ads', async () => {
    const { ads } = await s.store.search(
      query({ platform: 'mega', lastHit: t, fields: { platforms: ['native', 'display'] } }),
    );
    expect(new Set(ads.map((a) => a.platform))).toEqual(new Set(['native', 'display']));
    const { ads: noButton } = await s.store.search(
      query({ platform: 'platform_b', lastHit: t, fields: { call_to_action: [0] } }),
    );
    for (const ad of noButton)
      expect((await s.store.adDetail('platform_b', ad.id, 'http://x'))?.call_to_action).toBeUndefined();
  });

  it('each search_field kind narrows, and exclusions really exclude', async () => {
    const base = await s.store.search(query({ platform: 'platform_c', lastHit: t }));
    const first = base.ads[0]!;
    const detail = (await s.store.adDetail('platform_c', first.id, 'http://x'))!;
    const handle = new URL(detail.post_url!).pathname.split('/')[1]!;
    const terms = [
      { type: 'text', text: first.owner.name.toUpperCase() },
      { type: 'without_owner', text: first.display_url! },
      { type: 'without_fanpage', text: handle },
      { type: 'without_owner_name', text: first.owner.name.toLowerCase() },
    ];
    for (const term of terms) {
      const { ads } = await s.store.search(
        query({ platform: 'platform_c', lastHit: t, fields: { search_field: [term] } }),
      );
      expect(ads.length, term.type).toBeGreaterThan(0);
      expect(idsOf({ ads }), term.type).not.toEqual(idsOf(base));
      const withOwner = ads.filter((ad) => ad.owner.id === first.owner.id);
      if (term.type === 'text') expect(withOwner.length).toBeGreaterThan(0);
      else expect(withOwner).toEqual([]);
    }
  });

  it('takes LIKE wildcards in search text literally', async () => {
    const { ads } = await s.store.search(
      query({ platform: 'mega', lastHit: t, fields: { search_field: [{ type: 'text', text: '_%_' }] } }),
    );
    expect(ads).toEqual([]);
  });
});
