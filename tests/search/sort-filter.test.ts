import { describe, expect, it } from 'vitest';
import type { FilterGroup } from '../../src/contract/filters';
import { catalogueOf } from '../../src/service/catalogue/catalogues';
import { sortFilterOf } from '../../src/search/sort-filter';

describe('sortFilterOf', () => {
  it('finds v2 advanced_order and v1 orderby in their catalogues', () => {
    expect(sortFilterOf(catalogueOf('platform_a', 'v2').group, 'v2')).toMatchObject({ key: 'advanced_order' });
    expect(sortFilterOf(catalogueOf('platform_a', 'v1').group, 'v1')).toMatchObject({ key: 'orderby' });
  });

  it('never offers the other layout’s sort, nor a locked one', () => {
    expect(sortFilterOf(catalogueOf('platform_a', 'v1').group, 'v2')).toBeUndefined();
    expect(sortFilterOf(catalogueOf('platform_a', 'v2').group, 'v1')).toBeUndefined();
    const v2 = catalogueOf('platform_a', 'v2').group;
    const locked: FilterGroup = {
      ...v2,
      filters: v2.filters.map((f) => (f.key === 'advanced_order' ? { ...f, disabled: 'free_plan' } : f)),
    };
    expect(sortFilterOf(locked, 'v2')).toBeUndefined();
  });
});
