/** The reserved link parameter holding how the results are shown: `view=table`. */
export const VIEW_PARAM = 'view';

/** How the results are shown: cards in a grid (the default, kept out of links) or rows of a table. */
export type ResultsView = 'grid' | 'table';

/** Whether a link's `view` value names a view. */
export const isResultsView = (value: string): value is ResultsView => value === 'grid' || value === 'table';
