import { formatTotal } from '../ads/format-number';
import type { SearchTotals, Total } from '../contract/extensions/totals';
import type { FilterGroup, OptionKey } from '../contract/filters';
import { MEGA, isSearchPlatform, type SearchPlatform } from '../contract/platforms';

/** Counts to show on the platform tabs: on Mega, each platform's matches and Mega's own total; none elsewhere. */
export function tabCounts(
  platform: SearchPlatform,
  totals: SearchTotals | undefined,
): Partial<Record<SearchPlatform, Total>> | undefined {
  if (platform !== MEGA || !totals?.totals_by_platform) return undefined;
  const counts: Partial<Record<SearchPlatform, Total>> = { [MEGA]: totals.total };
  for (const [key, total] of Object.entries(totals.totals_by_platform)) if (isSearchPlatform(key)) counts[key] = total;
  return counts;
}

/**
 * The group with every option that names a platform labelled with that platform's count
 * ("Platform A · 1,234"), as Mega's platform filter shows them; the group itself without counts.
 */
export function withPlatformCounts(group: FilterGroup, byPlatform: Record<string, Total> | undefined): FilterGroup {
  if (!byPlatform) return group;
  const counted = (key: OptionKey, label: string | undefined) => {
    const total = Object.hasOwn(byPlatform, String(key)) ? byPlatform[String(key)] : undefined;
    return total ? `${label ?? key} · ${formatTotal(total)}` : label;
  };
  return {
    ...group,
    filters: group.filters.map((filter) => {
      const items = filter.component_data.items;
      if (!items?.some((item) => Object.hasOwn(byPlatform, String(item.key)))) return filter;
      return {
        ...filter,
        component_data: {
          ...filter.component_data,
          items: items.map((item) => ({ ...item, label: counted(item.key, item.label ?? undefined) })),
        },
      };
    }),
  };
}
