import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdsClient } from '../../src/client/ads-client';
import type { AdSummary } from '../../src/contract/ads';
import { PAGE_SIZE } from '../../src/contract/search-request';
import { startTestService, type TestService } from '../utils/service';

let service: TestService;
const client = (version: 'v1' | 'v2') => new AdsClient({ baseUrl: service.baseUrl(version), apiKey: 'demo-pro' });

beforeAll(async () => {
  service = await startTestService({ ads: 600 });
});
afterAll(() => service?.close());

/** The "Days Running" metadata of an ad, e.g. `184 days` → 184. */
function daysRunning(ad: AdSummary): number {
  const value = ad.metadata.find((m) => m.tooltip === 'Days Running')?.value;
  return Number.parseInt(String(value), 10);
}

describe.each(['v1', 'v2'] as const)('%s against the real service', (version) => {
  it('reads a platform filter group with API-backed filters normalized', async () => {
    const group = await client(version).filters('platform_a');
    const interests = group.filters.find((f) => f.key === 'interests');
    expect(interests?.component_data.api_url).toMatch(/interests/);
    expect(interests?.component_data.items).toEqual([]);
    expect(group.filters.map((f) => f.key)).toContain(version === 'v1' ? 'orderby' : 'advanced_order');
  });

  it('looks filter options up by text, then the same options by ids', async () => {
    const found = await client(version).filterItems('platform_a', 'interests', { search: 'ART' });
    expect(found.length).toBeGreaterThan(1);
    expect(found.length).toBeLessThanOrEqual(50);
    for (const option of found) expect(option.label?.toLowerCase()).toContain('art');
    const picked = found.slice(0, 2);
    const byIds = await client(version).filterItems('platform_a', 'interests', {
      ids: picked.map((o) => Number(o.key)),
    });
    expect(byIds.map((o) => [o.key, o.label]).sort()).toEqual(picked.map((o) => [o.key, o.label]).sort());
  });

  it('pages a sorted, filtered search through one snapshot with last_hit', async () => {
    const ads = client(version);
    const sort =
      version === 'v1' ? { orderby: 'days_active' } : { advanced_order: { orderby: 'days_active', order: 'desc' } };
    const request = { fields: { days_running: [10, null], ...sort } };
    const first = await ads.search('platform_b', request);
    expect(first.current_page).toBe(1);
    expect(first.ads).toHaveLength(PAGE_SIZE);
    expect(first.has_next_page).toBe(true);
    const second = await ads.search('platform_b', { ...request, page: 2, last_hit: first.last_hit });
    expect(second.current_page).toBe(2);
    expect(second.last_hit).toBe(first.last_hit);
    const all = [...first.ads, ...second.ads];
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
    for (const ad of all) expect(ad.platform).toBe('platform_b');
    const days = all.map(daysRunning);
    expect(Math.min(...days)).toBeGreaterThanOrEqual(10);
    expect(days).toEqual([...days].sort((a, b) => b - a));
  });

  it('reads the detail record of an ad found by a search', async () => {
    const ads = client(version);
    const [ad] = (await ads.search('native', {})).ads;
    if (!ad) throw new Error('the demo catalogue has no native ads');
    const detail = await ads.adDetail(ad);
    expect(detail).toMatchObject({ id: ad.id, platform: 'native', title: ad.title });
    expect(detail.first_seen).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('layouts agree', () => {
  it('v1 "oldest" finds what v2 "first seen, ascending" finds', async () => {
    const [v1, v2] = await Promise.all([
      client('v1').search('platform_c', { fields: { orderby: 'oldest' } }),
      client('v2').search('platform_c', { fields: { advanced_order: { orderby: 'first_seen', order: 'asc' } } }),
    ]);
    expect(v1.ads.map((a) => a.id)).toEqual(v2.ads.map((a) => a.id));
    const details = await Promise.all(v1.ads.slice(0, 6).map((ad) => client('v1').adDetail(ad)));
    const firstSeen = details.map((d) => d.first_seen ?? '');
    expect(firstSeen).toEqual([...firstSeen].sort());
  });

  it('the same ad has the same detail record in v1 (data.data) and v2 (data), plus v2’s first seen instant', async () => {
    const [ad] = (await client('v2').search('platform_g', {})).ads;
    if (!ad) throw new Error('the demo catalogue has no platform_g ads');
    const [v1, v2] = await Promise.all([client('v1').adDetail(ad), client('v2').adDetail(ad)]);
    // The seen_at extension (v2 only) adds `first_seen_at`; a detail has `last_seen_at` in both layouts.
    const { first_seen_at, ...rest } = v2;
    expect(first_seen_at).toBe(v1.first_seen);
    expect(v1).toEqual(rest);
    expect(v1.history?.length).toBeGreaterThan(0);
  });

  it('an ad from a mega search opens the detail of its own platform', async () => {
    const page = await client('v2').search('mega', { fields: { platforms: ['native', 'display'] } });
    expect(new Set(page.ads.map((a) => a.platform))).toEqual(new Set(['native', 'display']));
    const ad = page.ads.find((a) => a.platform === 'display');
    if (!ad) throw new Error('no display ad on the first mega page');
    expect((await client('v2').adDetail(ad)).platform).toBe('display');
  });
});
