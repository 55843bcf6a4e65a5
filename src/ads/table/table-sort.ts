import type { Filter } from '../../contract/filters';
import type { SortDirection } from '../../contract/sorting';
import type { ApiVersion } from '../../contract/versions';
import type { FilterValue } from '../../filters/engine/value-model';
import type { ColumnSort } from './table-columns';

/** The tab's sort as the table reads and sets it: the same filter and state as the toolbar's sort. */
export interface TableSort {
  /** The sort filter a search of `version` sends (`sortFilterOf`). */
  filter: Filter;
  /** Its value in the tab's state. */
  value: FilterValue;
  version: ApiVersion;
  /** Sets the filter, as the toolbar's sort does. */
  onChange(key: string, value: FilterValue): void;
}

/** A sortable header: its `aria-sort`, the value a click sets, and what the click does in words. */
export interface HeaderSort {
  ariaSort: 'ascending' | 'descending' | undefined;
  next: FilterValue;
  /** `Sort by Impressions, highest first`. */
  action: string;
}

const ARIA: Record<SortDirection, 'ascending' | 'descending'> = { asc: 'ascending', desc: 'descending' };

/** The option keys the sort filter offers, as text. */
function offeredKeys(filter: Filter): Set<string> {
  return new Set((filter.component_data.items ?? []).map((item) => String(item.key)));
}

/**
 * How the header of a column sorting by `column` acts under the tab's sort, or null when it cannot
 * sort (no sort known yet, or the service offers no such key): such a header is plain text.
 * v2 sorts either way round: a click sorts the column descending, and a second click turns it.
 * v1 has one fixed order per key: a click selects it.
 */
export function headerSort(
  label: string,
  column: ColumnSort | undefined,
  sort: TableSort | undefined,
): HeaderSort | null {
  if (!column || !sort) return null;
  const offered = offeredKeys(sort.filter);
  const { value } = sort;
  if (sort.version === 'v2') {
    if (!offered.has(column.v2)) return null;
    const current = value.kind === 'sort' && value.orderby === column.v2 ? value.order : undefined;
    const order: SortDirection = current === 'desc' ? 'asc' : 'desc';
    return {
      ariaSort: current && ARIA[current],
      next: { kind: 'sort', orderby: column.v2, order },
      action: `Sort by ${label}, ${column.words[order]}`,
    };
  }
  if (!column.v1 || !offered.has(column.v1.key)) return null;
  const selected = value.kind === 'options' && value.keys.length === 1 && String(value.keys[0]) === column.v1.key;
  return {
    ariaSort: selected ? ARIA[column.v1.order] : undefined,
    next: { kind: 'options', keys: [column.v1.key] },
    action: `Sort by ${label}, ${column.words[column.v1.order]}`,
  };
}
