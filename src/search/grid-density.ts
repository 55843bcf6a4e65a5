/** The reserved link parameter holding how closely the grid packs its cards: `density=compact`. */
export const DENSITY_PARAM = 'density';

/** How closely the grid packs its cards; `comfortable` is the default and stays out of links. */
export type GridDensity = 'comfortable' | 'compact';

/** Whether a link's `density` value names a density. */
export const isGridDensity = (value: string): value is GridDensity => value === 'comfortable' || value === 'compact';
