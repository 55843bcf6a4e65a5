/** What the grid's inputs say to show, before any layout. */
export type GridState =
  { kind: 'loading' } | { kind: 'error'; error: Error } | { kind: 'empty' } | { kind: 'results'; footer: GridFooter };

/** What follows the loaded ads. */
export type GridFooter =
  { kind: 'fetching' } | { kind: 'error'; error: Error } | { kind: 'more' } | { kind: 'end'; count: number };

/** The query facts the grid is drawn from; the same names as TanStack Query's infinite result. */
export interface GridInputs {
  count: number;
  isLoading: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  error: Error | null;
}

/** Loaded ads always stay on screen; an error or a fetch then only changes the footer. */
export function gridState({ count, isLoading, isFetchingNextPage, hasNextPage, error }: GridInputs): GridState {
  if (count === 0) {
    if (isLoading) return { kind: 'loading' };
    if (error) return { kind: 'error', error };
    return { kind: 'empty' };
  }
  if (isFetchingNextPage) return { kind: 'results', footer: { kind: 'fetching' } };
  if (error) return { kind: 'results', footer: { kind: 'error', error } };
  if (hasNextPage) return { kind: 'results', footer: { kind: 'more' } };
  return { kind: 'results', footer: { kind: 'end', count } };
}
