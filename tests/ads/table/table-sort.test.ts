import { describe, expect, it } from 'vitest';
import { catalogueOf } from '../../../src/service/catalogue/catalogues';
import { sortFilterOf } from '../../../src/search/sort-filter';
import type { ApiVersion } from '../../../src/contract/versions';
import type { FilterValue } from '../../../src/filters/engine/value-model';
import { TABLE_COLUMNS, type ColumnId } from '../../../src/ads/table/table-columns';
import { headerSort, type TableSort } from '../../../src/ads/table/table-sort';

function tableSort(version: ApiVersion, value: FilterValue): TableSort {
  const filter = sortFilterOf(catalogueOf('platform_a', version).group, version)!;
  return { filter, value, version, onChange: () => {} };
}

const column = (id: ColumnId) => TABLE_COLUMNS.find((each) => each.id === id)!;
const header = (id: ColumnId, sort: TableSort | undefined) => headerSort(column(id).label, column(id).sort, sort);

describe('sortable headers', () => {
  it('sort only the columns the service sorts by, and nothing before the sort is known', () => {
    const v2 = tableSort('v2', { kind: 'sort', orderby: 'updated_at', order: 'desc' });
    const sortable = TABLE_COLUMNS.filter((each) => header(each.id, v2) !== null).map((each) => each.id);
    expect(sortable).toEqual(['first_seen', 'days_running', 'impressions', 'traffic']);
    expect(header('impressions', undefined)).toBeNull();
  });

  it('v2: a click sorts a column descending, the next turns it; aria-sort names the sorted column only', () => {
    const unsorted = header('impressions', tableSort('v2', { kind: 'sort', orderby: 'updated_at', order: 'desc' }));
    expect(unsorted).toEqual({
      ariaSort: undefined,
      next: { kind: 'sort', orderby: 'impressions', order: 'desc' },
      action: 'Sort by Impressions, highest first',
    });
    const sorted = header('impressions', tableSort('v2', { kind: 'sort', orderby: 'impressions', order: 'desc' }));
    expect(sorted?.ariaSort).toBe('descending');
    expect(sorted?.next).toEqual({ kind: 'sort', orderby: 'impressions', order: 'asc' });
    const turned = header('first_seen', tableSort('v2', { kind: 'sort', orderby: 'first_seen', order: 'asc' }));
    expect(turned?.ariaSort).toBe('ascending');
    expect(turned?.action).toBe('Sort by First seen, newest first');
  });

  it('v1: only the keys v1 has, each in its one order', () => {
    const v1 = tableSort('v1', { kind: 'options', keys: ['oldest'] });
    expect(header('impressions', v1)).toBeNull();
    expect(header('first_seen', v1)).toEqual({
      ariaSort: 'ascending',
      next: { kind: 'options', keys: ['oldest'] },
      action: 'Sort by First seen, oldest first',
    });
    expect(header('days_running', v1)).toEqual({
      ariaSort: undefined,
      next: { kind: 'options', keys: ['days_active'] },
      action: 'Sort by Days running, longest first',
    });
  });
});
