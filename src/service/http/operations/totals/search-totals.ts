import { MAX_COUNT, type SearchTotals, type Total } from '../../../../contract/extensions/totals';
import { MEGA, PLATFORM_KEYS, type PlatformKey } from '../../../../contract/platforms';
import type { AdCounter, CountQuery } from '../../../ad-counter';
import { ALL_PLATFORMS } from '../../../catalogue/platforms/mega';

/** What page 1 of a v2 search adds with the `totals` extension (DESIGN §8), counted at its snapshot. */
export type TotalsOf = (query: CountQuery) => Promise<SearchTotals>;

/** Mega's filter of platforms: per-platform counts leave it out, as facet counts do. */
const PLATFORMS_FILTER = 'platforms';

/**
 * Totals from `counter`: one count; on `mega` one per platform under every filter but `platforms`
 * (what each platform would add), and the total of the platforms the search keeps.
 */
export function searchTotals(counter: AdCounter): TotalsOf {
  return async (query) => {
    if (query.platform !== MEGA) return { total: await counter.count(query) };
    const { [PLATFORMS_FILTER]: chosen, ...others } = query.fields;
    const byPlatform = await counter.countByPlatform({ ...query, fields: others });
    const kept = keptPlatforms(chosen);
    return { total: sumOf(kept.map((key) => byPlatform[key])), totals_by_platform: byPlatform };
  };
}

/** The platforms a validated `platforms` value keeps: all without one or with "All platforms". */
function keptPlatforms(chosen: unknown): readonly PlatformKey[] {
  if (!Array.isArray(chosen) || chosen.includes(ALL_PLATFORMS)) return PLATFORM_KEYS;
  return PLATFORM_KEYS.filter((key) => chosen.includes(key));
}

/** The sum of disjoint counts, itself stopping at `MAX_COUNT`. */
function sumOf(totals: Total[]): Total {
  const value = totals.reduce((sum, total) => sum + total.value, 0);
  return value > MAX_COUNT || totals.some((total) => total.relation === 'gte')
    ? { value: MAX_COUNT, relation: 'gte' }
    : { value, relation: 'eq' };
}
