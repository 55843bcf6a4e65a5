import type { FilterEffect } from '../filters/engine/effects';

/**
 * Whether the user sees an effect where they acted, so telling them is noise: options of the very
 * filter they changed deselected ("All" off when they chose Women). Effects on other filters are told.
 */
export function isSelfEvident(effect: FilterEffect): boolean {
  return effect.kind === 'deselected' && effect.filterKey === effect.cause.filterKey;
}
