import type { Filter, FilterGroup } from '../../contract/filters';
import type { DroppedParam } from './dropped-param';
import type { FilterState } from './value-model';
import { defaultValue, initialFilterState, valueIn } from './defaults';
import { codecOf } from './kinds/value-kinds';
import { sameValue } from './same-value';
import { decodeUrlValue } from './url-value-decode';
import { findFilter, valueKindOf } from './value-kind';

const DISABLED_REASON = { free_plan: 'not included in your plan', coming_soon: 'not available yet' } as const;

/**
 * The filter parameters of a saved link (DESIGN §6), in catalogue order: only values that differ
 * from the default, an emptied non-empty default as `key=`. Disabled filters are never written.
 */
export function encodeFilterParams(group: FilterGroup, state: FilterState): URLSearchParams {
  const params = new URLSearchParams();
  for (const filter of group.filters) {
    if (filter.disabled || valueKindOf(filter) === null) continue;
    const value = valueIn(state, filter);
    if (!sameValue(value, defaultValue(filter))) params.append(filter.key, codecOf(value.kind).toUrl(value));
  }
  return params;
}

/** Why a parameter of a known filter is not applied, or `null` when it may be read. */
function refusal(filter: Filter, seen: ReadonlySet<string>): string | null {
  if (seen.has(filter.key)) return 'given more than once';
  return filter.disabled ? DISABLED_REASON[filter.disabled] : null;
}

/**
 * The state a saved link describes: defaults, overridden by each parameter that reads. Unknown,
 * repeated, disabled and invalid parameters (and `ad`) come back in `dropped`; never throws.
 */
export function decodeFilterParams(
  group: FilterGroup,
  params: URLSearchParams,
): { state: FilterState; dropped: DroppedParam[] } {
  const state = initialFilterState(group);
  const dropped: DroppedParam[] = [];
  const seen = new Set<string>();
  for (const [name, raw] of params) {
    const filter = findFilter(group, name);
    if (!filter) {
      dropped.push({ name, value: raw, reason: 'not a filter of this platform' });
      continue;
    }
    const reason = refusal(filter, seen);
    seen.add(name);
    if (reason !== null) {
      dropped.push({ name, value: raw, reason });
      continue;
    }
    const decoded = decodeUrlValue(filter, raw);
    if (decoded.value) state[name] = decoded.value;
    else if (decoded.dropped.length === 0) dropped.push({ name, value: raw, reason: 'nothing usable in it' });
    dropped.push(...decoded.dropped);
  }
  return { state, dropped };
}
