import type { FilterGroup } from '../../contract/filters';
import type { EffectCause } from './effects';
import type { Transition } from './transition-result';
import { defaultValue, valueIn } from './defaults';
import { sameValue } from './same-value';
import { findFilter } from './value-kind';

/** Keys of the filters sharing a `relations` group with `key`, in catalogue order, without `key`. */
export function relatedFilterKeys(group: FilterGroup, key: string): string[] {
  const related = new Set(group.relations.filter((relation) => relation.includes(key)).flat());
  return group.filters.map((filter) => filter.key).filter((other) => other !== key && related.has(other));
}

/** Puts each named filter back to its default; a `reset` effect for each one that really changed. */
export function resetFilters(group: FilterGroup, current: Transition, keys: string[], cause: EffectCause): Transition {
  let { state } = current;
  const effects = [...current.effects];
  for (const key of keys) {
    const filter = findFilter(group, key);
    if (!filter) continue;
    const next = defaultValue(filter);
    if (sameValue(valueIn(state, filter), next)) continue;
    state = { ...state, [key]: next };
    effects.push({ kind: 'reset', filterKey: key, cause });
  }
  return { state, effects };
}
