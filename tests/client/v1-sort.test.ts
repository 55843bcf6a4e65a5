import { describe, expect, it } from 'vitest';
import { V2_ORDERBY, SORT_DIRECTIONS } from '../../src/contract/sorting';
import { isAdsClientError } from '../../src/client/errors';
import { toV1Orderby, V1_SORTS } from '../../src/client/v1-sort';

describe('toV1Orderby', () => {
  it.each([
    ['updated_at', 'desc', 'updated_at'],
    ['first_seen', 'asc', 'oldest'],
    ['seen_counts', 'desc', 'seen_counts'],
    ['days_active', 'desc', 'days_active'],
    ['web_traffic', 'desc', 'domain.traffic'],
  ] as const)('maps %s %s to %s', (orderby, order, expected) => {
    expect(toV1Orderby({ orderby, order })).toBe(expected);
  });

  it('refuses every other neutral sort with a config error', () => {
    const refused = V2_ORDERBY.flatMap((orderby) => SORT_DIRECTIONS.map((order) => ({ orderby, order }))).filter(
      (sort) => !V1_SORTS.some((s) => s.orderby === sort.orderby && s.order === sort.order),
    );
    expect(refused).toHaveLength(7);
    for (const sort of refused) {
      let thrown: unknown;
      try {
        toV1Orderby(sort);
      } catch (error) {
        thrown = error;
      }
      expect(isAdsClientError(thrown, 'config')).toBe(true);
    }
  });
});
