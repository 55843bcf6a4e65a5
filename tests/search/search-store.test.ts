import { describe, expect, it } from 'vitest';
import type { FilterGroup } from '../../src/contract/filters';
import type { SearchPlatform } from '../../src/contract/platforms';
import type { ApiVersion } from '../../src/contract/versions';
import { createSearchStore, type SearchSeed } from '../../src/search/search-store';
import { seedFromUrl } from '../../src/search/search-seed';
import { catalogueOf } from '../../src/service/catalogue/catalogues';

const groupOf = (platform: SearchPlatform, version: ApiVersion = 'v2'): FilterGroup =>
  catalogueOf(platform, version).group;
const CONNECTION = 'v2-service';
const seed = (overrides: Partial<SearchSeed> = {}): SearchSeed => ({
  platform: 'platform_a',
  params: new URLSearchParams(),
  ad: null,
  ...overrides,
});

function readyState(store: ReturnType<typeof createSearchStore>, platform: SearchPlatform) {
  const slot = store.getState().slots[platform];
  if (slot?.status !== 'ready') throw new Error(`${platform} is ${slot?.status ?? 'absent'}`);
  return slot;
}

describe('search store seeded from a URL', () => {
  it('keeps link parameters pending until the catalogue decodes them', () => {
    const store = createSearchStore(seedFromUrl('/platform_a', '?gender=1,2&days_running=10..90&ad=42'));
    expect(store.getState()).toMatchObject({ platform: 'platform_a', ad: 42 });
    expect(store.getState().slots.platform_a?.status).toBe('pending');

    store.getState().hydrate('platform_a', groupOf('platform_a'), CONNECTION);
    const slot = readyState(store, 'platform_a');
    expect(slot.state.gender).toEqual({ kind: 'options', keys: [1, 2] });
    expect(slot.state.days_running).toEqual({ kind: 'number_range', min: 10, max: 90 });
    expect(slot.params.toString()).toBe('days_running=10..90&gender=1%2C2');
    expect(store.getState().historyWrite).toBe('replace');
    expect(store.getState().notices).toEqual([]);
  });

  it('drops unknown and invalid parameters with one visible notice', () => {
    const store = createSearchStore(seedFromUrl('/platform_a', '?colour=red&gender=99'));
    store.getState().hydrate('platform_a', groupOf('platform_a'), CONNECTION);
    const [notice, ...rest] = store.getState().notices;
    expect(rest).toEqual([]);
    expect(notice?.kind).toBe('dropped');
    expect(notice?.message).toMatch(/colour=red/);
    expect(notice?.message).toMatch(/gender=99/);
    expect(readyState(store, 'platform_a').params.toString()).toBe('');
  });

  it('starts decoded when made with its tab’s catalogue, in the very state the catalogue’s arrival stores', () => {
    const link = ['/platform_a', '?gender=1,2&colour=red&days_running=10..90'] as const;
    const later = createSearchStore(seedFromUrl(...link));
    later.getState().hydrate('platform_a', groupOf('platform_a'), CONNECTION);
    const made = createSearchStore(seedFromUrl(...link), { group: groupOf('platform_a'), connectionId: CONNECTION });
    // Its first state (what a server renders, and hydration renders again) is the decoded tab.
    expect(made.getInitialState()).toBe(made.getState());
    expect(readyState(made, 'platform_a')).toEqual(readyState(later, 'platform_a'));
    expect(made.getState().notices).toEqual(later.getState().notices);
    expect(made.getState().notices).toHaveLength(1);
    // Decoded already: the catalogue's arrival (`useTabFilters`) leaves it as it is.
    const decoded = made.getState().slots.platform_a;
    made.getState().hydrate('platform_a', groupOf('platform_a'), CONNECTION);
    expect(made.getState().slots.platform_a).toBe(decoded);
  });

  it('opens the default tab for a path that names no platform, and names every part it drops', () => {
    const store = createSearchStore(seedFromUrl('/nowhere', '?gender=1&ad=5'));
    expect(store.getState().platform).toBe('platform_a');
    expect(store.getState().ad).toBeNull();
    const [notice, ...rest] = store.getState().notices;
    expect(rest).toEqual([]);
    expect(notice?.message).toMatch(/platform=nowhere/);
    expect(notice?.message).toMatch(/gender=1 \(the link names no platform\)/);
    expect(notice?.message).toMatch(/ad=5 \(the link names no platform\)/);
  });

  it('names the parameters of a bare root link, which no tab can read', () => {
    const store = createSearchStore(seedFromUrl('/', '?gender=1'));
    expect(store.getState().notices.map((n) => n.message)).toEqual([
      'Ignored from the link: gender=1 (the link names no platform).',
    ]);
  });
});

describe('search store across a connection change', () => {
  it('decodes a v2 link again against the v1 catalogue: a sort v1 lacks is dropped with a notice, v1 sort is the default', () => {
    const store = createSearchStore(seedFromUrl('/platform_b', '?advanced_order=impressions.asc&gender=1'));
    store.getState().hydrate('platform_b', groupOf('platform_b'), CONNECTION);
    expect(readyState(store, 'platform_b').params.toString()).toBe('gender=1&advanced_order=impressions.asc');

    store.getState().hydrate('platform_b', groupOf('platform_b', 'v1'), 'v1-service');
    const slot = readyState(store, 'platform_b');
    expect(slot.connectionId).toBe('v1-service');
    expect(slot.params.toString()).toBe('gender=1');
    expect(slot.state.advanced_order).toBeUndefined();
    expect(slot.state.orderby).toEqual({ kind: 'options', keys: ['updated_at'] });
    expect(store.getState().historyWrite).toBe('replace');
    expect(store.getState().notices).toEqual([
      {
        id: expect.any(Number),
        kind: 'unavailable',
        message: 'Not available with this connection: advanced_order=impressions.asc (not a filter of this platform).',
      },
    ]);
  });

  it('keeps a sort v1 has across the move, as its v1 equivalent, and back', () => {
    const store = createSearchStore(seedFromUrl('/platform_b', '?advanced_order=web_traffic.desc'));
    store.getState().hydrate('platform_b', groupOf('platform_b'), CONNECTION);
    store.getState().hydrate('platform_b', groupOf('platform_b', 'v1'), 'v1-service');
    expect(readyState(store, 'platform_b').params.toString()).toBe('orderby=domain.traffic');
    expect(readyState(store, 'platform_b').state.orderby).toEqual({ kind: 'options', keys: ['domain.traffic'] });
    store.getState().hydrate('platform_b', groupOf('platform_b'), CONNECTION);
    expect(readyState(store, 'platform_b').params.toString()).toBe('advanced_order=web_traffic.desc');
    expect(store.getState().notices).toEqual([]);
  });

  it('reads a v1 orderby link on v2 as its equivalent advanced_order', () => {
    const store = createSearchStore(seedFromUrl('/platform_b', '?orderby=oldest'));
    store.getState().hydrate('platform_b', groupOf('platform_b'), CONNECTION);
    expect(readyState(store, 'platform_b').state.advanced_order).toEqual({
      kind: 'sort',
      orderby: 'first_seen',
      order: 'asc',
    });
    expect(readyState(store, 'platform_b').params.toString()).toBe('advanced_order=first_seen.asc');
    expect(store.getState().notices).toEqual([]);
  });

  it('leaves a tab decoded for the same connection as it is', () => {
    const store = createSearchStore(seedFromUrl('/platform_a', '?gender=2'));
    store.getState().hydrate('platform_a', groupOf('platform_a'), CONNECTION);
    const before = readyState(store, 'platform_a');
    store.getState().hydrate('platform_a', groupOf('platform_a'), CONNECTION);
    expect(store.getState().slots.platform_a).toBe(before);
  });
});

describe('search store actions', () => {
  const group = groupOf('platform_a');

  it('setFilter runs the engine; options deselected in the filter the user changed are no notice', () => {
    const store = createSearchStore(seedFromUrl('/platform_a', '?call_to_action=1'));
    store.getState().hydrate('platform_a', group, CONNECTION);
    store.getState().setFilter(group, 'call_to_action', { kind: 'options', keys: [1, 0] });
    expect(readyState(store, 'platform_a').state.call_to_action).toEqual({ kind: 'options', keys: [0] });
    // The chip the user pressed shows what changed in its own filter: no notice repeats it.
    expect(store.getState().notices).toEqual([]);
    expect(store.getState().historyWrite).toBe('push');
    expect(readyState(store, 'platform_a').params.get('call_to_action')).toBe('0');
  });

  it('tells the effects on other filters', () => {
    const native = groupOf('native');
    const store = createSearchStore(seedFromUrl('/native', '?networks=2&placements=1'));
    store.getState().hydrate('native', native, CONNECTION);
    store.getState().setFilter(native, 'networks', { kind: 'options', keys: [2, 0] });
    expect(readyState(store, 'native').state.placements).toEqual({ kind: 'options', keys: [] });
    expect(store.getState().notices.map((n) => n.message)).toEqual([
      expect.stringMatching(/^Placements .* because you chose All networks$/),
    ]);
  });

  it('resetFilter and clearAll go back to the catalogue defaults', () => {
    const store = createSearchStore(seedFromUrl('/platform_a', '?gender=2&media_type=1'));
    store.getState().hydrate('platform_a', group, CONNECTION);
    store.getState().resetFilter(group, 'gender');
    expect(readyState(store, 'platform_a').state.gender).toEqual({ kind: 'options', keys: [0] });
    expect(readyState(store, 'platform_a').params.toString()).toBe('media_type=1');
    store.getState().clearAll(group);
    expect(readyState(store, 'platform_a').params.toString()).toBe('');
  });

  it('ignores filter changes while the tab is still pending', () => {
    const store = createSearchStore(seedFromUrl('/platform_a', '?gender=2'));
    store.getState().setFilter(group, 'gender', { kind: 'options', keys: [1] });
    expect(store.getState().slots.platform_a).toMatchObject({ status: 'pending' });
  });

  it('keeps each tab its own filters while switching', () => {
    const store = createSearchStore(seed());
    store.getState().hydrate('platform_a', group, CONNECTION);
    store.getState().setFilter(group, 'gender', { kind: 'options', keys: [2] });
    store.getState().setPlatform('native');
    store.getState().hydrate('native', groupOf('native'), CONNECTION);
    expect(readyState(store, 'native').params.toString()).toBe('');
    store.getState().setPlatform('platform_a');
    expect(readyState(store, 'platform_a').params.get('gender')).toBe('2');
  });

  it('opens and closes an ad; switching tab closes it', () => {
    const store = createSearchStore(seed());
    store.getState().openAd(7);
    expect(store.getState()).toMatchObject({ ad: 7, historyWrite: 'push' });
    store.getState().closeAd();
    expect(store.getState().ad).toBeNull();
    store.getState().openAd(8);
    store.getState().setPlatform('display');
    expect(store.getState().ad).toBeNull();
  });

  it('restore keeps decoded state when the entry has the same parameters, writing no history', () => {
    const store = createSearchStore(seedFromUrl('/platform_a', '?gender=2'));
    store.getState().hydrate('platform_a', group, CONNECTION);
    const before = readyState(store, 'platform_a');
    store.getState().restore(seedFromUrl('/platform_a', '?gender=2&ad=5'));
    expect(store.getState().slots.platform_a).toBe(before);
    expect(store.getState()).toMatchObject({ ad: 5, historyWrite: 'none' });
    store.getState().restore(seedFromUrl('/platform_a', '?gender=1'));
    expect(store.getState().slots.platform_a).toMatchObject({ status: 'pending' });
  });

  it('dismissNotice removes exactly that notice', () => {
    const store = createSearchStore(seedFromUrl('/nowhere', ''));
    const [notice] = store.getState().notices;
    store.getState().dismissNotice(notice!.id);
    expect(store.getState().notices).toEqual([]);
  });
});
