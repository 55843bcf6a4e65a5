import { FIRST_SEEN_BEFORE } from '../contract/extensions/first-seen-before';
import { FIRST_SEEN_AFTER } from '../contract/extensions/saved-searches';
import { SEARCH_FIELD_KEY } from '../contract/filter-values';
import type { Filter, FilterGroup } from '../contract/filters';
import { findFilter, valueKindOf } from '../filters/engine/value-kind';
import type { FilterState, FilterValue } from '../filters/engine/value-model';

/** Whole UTC days: `from` (`YYYY-MM-DD`) up to, not including, `until`. */
export interface DayRange {
  from: string;
  until: string;
}

/** One filter's next value: what narrowing a search to a first-seen range sets. */
export interface Narrowing {
  key: string;
  value: FilterValue;
}

/** The catalogue's first-seen filter, where it exists and the key may use it. */
const FIRST_SEEN_FILTER = 'first_seen';

const DAY_MS = 86_400_000;
const previousDay = (day: string) => new Date(Date.parse(day) - DAY_MS).toISOString().slice(0, 10);

const takesKind = (filter: Filter, kind: string) =>
  (filter.component_data.items ?? []).some((item) => item.key === kind);

/** The filter a first-seen range goes into: the catalogue's date filter, else the search box taking both terms. */
function narrowingFilter(group: FilterGroup): { kind: 'dates' | 'terms'; filter: Filter } | null {
  const dates = findFilter(group, FIRST_SEEN_FILTER);
  if (dates && !dates.disabled && valueKindOf(dates) === 'date_range') return { kind: 'dates', filter: dates };
  const search = findFilter(group, SEARCH_FIELD_KEY);
  if (!search || search.disabled || !takesKind(search, FIRST_SEEN_AFTER) || !takesKind(search, FIRST_SEEN_BEFORE)) {
    return null;
  }
  return { kind: 'terms', filter: search };
}

/** Whether a tab's search can be narrowed to a first-seen range at all. */
export const canNarrowByFirstSeen = (group: FilterGroup) => narrowingFilter(group) !== null;

/**
 * How to narrow a tab's search to ads first seen in `range` (DESIGN §9): the catalogue's
 * `first_seen` date-range filter where it exists and is enabled (days, both ends included), else
 * the `first_seen_after` / `first_seen_before` search terms where the search box takes them (they
 * replace earlier ones, the other terms stay); `null` when the tab offers neither.
 */
export function firstSeenNarrowing(group: FilterGroup, state: FilterState, range: DayRange): Narrowing | null {
  const way = narrowingFilter(group);
  if (way?.kind === 'dates') {
    return { key: way.filter.key, value: { kind: 'date_range', from: range.from, to: previousDay(range.until) } };
  }
  if (!way) return null;
  const search = way.filter;
  const current = state[search.key];
  const others = current?.kind === 'terms' ? current.terms : [];
  const kept = others.filter((term) => term.type !== FIRST_SEEN_AFTER && term.type !== FIRST_SEEN_BEFORE);
  // `first_seen_after` is exclusive: the instant just before the first day keeps that day whole.
  const after = new Date(Date.parse(range.from) - 1).toISOString();
  const before = new Date(Date.parse(range.until)).toISOString();
  const terms = [...kept, { type: FIRST_SEEN_AFTER, text: after }, { type: FIRST_SEEN_BEFORE, text: before }] as const;
  return { key: search.key, value: { kind: 'terms', terms: [...terms] } };
}
