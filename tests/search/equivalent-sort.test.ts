import { describe, expect, it } from 'vitest';
import type { FilterGroup } from '../../src/contract/filters';
import type { ApiVersion } from '../../src/contract/versions';
import { withEquivalentSort } from '../../src/search/equivalent-sort';
import { catalogueOf } from '../../src/service/catalogue/catalogues';

const groupOf = (version: ApiVersion): FilterGroup => catalogueOf('platform_b', version).group;
const read = (version: ApiVersion, query: string) =>
  withEquivalentSort(groupOf(version), new URLSearchParams(query)).toString();

describe('the other layout’s sort read as its equivalent', () => {
  it.each([
    ['updated_at.desc', 'updated_at'],
    ['first_seen.asc', 'oldest'],
    ['seen_counts.desc', 'seen_counts'],
    ['days_active.desc', 'days_active'],
    ['web_traffic.desc', 'domain.traffic'],
  ])('advanced_order=%s on v1 is orderby=%s, and back on v2', (v2, v1) => {
    const onV1 = read('v1', `gender=2&advanced_order=${v2}&days_running=5..`);
    expect(onV1).toBe(new URLSearchParams({ gender: '2', orderby: v1, days_running: '5..' }).toString());
    expect(read('v2', onV1)).toBe(
      new URLSearchParams({ gender: '2', advanced_order: v2, days_running: '5..' }).toString(),
    );
  });

  it.each(['impressions.desc', 'impressions.asc', 'seen_counts.asc', 'first_seen.desc', 'web_traffic.asc', 'nonsense'])(
    'leaves advanced_order=%s, which v1 has no sort for, to be dropped',
    (v2) => {
      expect(read('v1', `advanced_order=${v2}`)).toBe(new URLSearchParams({ advanced_order: v2 }).toString());
    },
  );

  it('leaves a sort the catalogue itself offers, a repeated one, and one beside the catalogue’s own as they are', () => {
    expect(read('v2', 'advanced_order=web_traffic.desc')).toBe('advanced_order=web_traffic.desc');
    expect(read('v1', 'orderby=oldest')).toBe('orderby=oldest');
    expect(read('v1', 'advanced_order=web_traffic.desc&advanced_order=first_seen.asc')).toBe(
      'advanced_order=web_traffic.desc&advanced_order=first_seen.asc',
    );
    expect(read('v1', 'advanced_order=web_traffic.desc&orderby=oldest')).toBe(
      'advanced_order=web_traffic.desc&orderby=oldest',
    );
  });
});
