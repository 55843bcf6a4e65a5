import type { Filter, FilterGroup } from '../contract/filters';
import { PLATFORM_LABELS, type SearchPlatform } from '../contract/platforms';
import { defaultValue, valueIn } from '../filters/engine/defaults';
import { sameValue } from '../filters/engine/same-value';
import type { FilterState, FilterValue } from '../filters/engine/value-model';
import { isV1Orderby, valueKindOf } from '../filters/engine/value-kind';

/** The product's name, last in every title. */
export const PRODUCT_NAME = 'Ads Explorer';

/** How many active filters a title names before it counts the rest. */
const NAMED_FILTERS = 3;

/** What the document title says about the page. */
export interface TitleSubject {
  platform: SearchPlatform;
  /** The tab's filters, once decoded; without them the title names the tab alone. */
  filters?: { group: FilterGroup; state: FilterState } | null;
  /** The ad open in the drawer. */
  ad: number | null;
}

/** One active filter in a few words: the options chosen when the catalogue names them, else the filter. */
function describeActive(filter: Filter, value: FilterValue): string {
  const label = filter.label ?? filter.key;
  if (value.kind !== 'options' || value.keys.length === 0) return label;
  const names = value.keys.map((key) => filter.component_data.items?.find((item) => item.key === key)?.label);
  return names.every((name) => name !== undefined) && names.length <= 2 ? names.join(' or ') : label;
}

/** The filters of `group` that differ from their defaults, described; sorts are not filters. */
function activeFilters(group: FilterGroup, state: FilterState): string[] {
  return group.filters.flatMap((filter) => {
    if (filter.disabled || valueKindOf(filter) === null || valueKindOf(filter) === 'sort' || isV1Orderby(filter)) {
      return [];
    }
    const value = valueIn(state, filter);
    return sameValue(value, defaultValue(filter)) ? [] : [describeActive(filter, value)];
  });
}

/**
 * The document title: the open ad, the tab, a few active filters, the product — e.g.
 * `Ad #4675 · Platform B (Men or Women, Days running) · Ads Explorer`. Browser tabs, history and
 * bookmarks then tell searches apart.
 */
export function documentTitle({ platform, filters, ad }: TitleSubject): string {
  const active = filters ? activeFilters(filters.group, filters.state) : [];
  const named = active.slice(0, NAMED_FILTERS);
  if (active.length > NAMED_FILTERS) named.push(`+${active.length - NAMED_FILTERS} more`);
  const tab = named.length > 0 ? `${PLATFORM_LABELS[platform]} (${named.join(', ')})` : PLATFORM_LABELS[platform];
  return [ad === null ? null : `Ad #${ad}`, tab, PRODUCT_NAME].filter(Boolean).join(' · ');
}
