/** A workspace page the address names (`isViewPath` of src/search tells these paths from searches). */
export type WorkspaceRoute =
  | { page: 'boards' }
  | { page: 'board'; board: number }
  | { page: 'shared-board'; token: string }
  | { page: 'saved-searches' }
  | { page: 'hidden' }
  | { page: 'unknown' };

export const WORKSPACE_PATHS = {
  boards: '/boards',
  board: (board: number) => `/boards/${board}`,
  sharedBoard: (token: string) => `/shared/boards/${encodeURIComponent(token)}`,
  savedSearches: '/saved-searches',
  hidden: '/hidden',
};

/** The page of a workspace path; never throws. */
export function workspaceRouteOf(pathname: string): WorkspaceRoute {
  const parts = pathname.split('/').filter((part) => part !== '');
  const [first, second, third] = parts;
  if (first === 'boards' && parts.length === 1) return { page: 'boards' };
  if (first === 'boards' && parts.length === 2 && /^\d{1,9}$/.test(second!))
    return { page: 'board', board: Number(second) };
  if (first === 'shared' && second === 'boards' && parts.length === 3) {
    try {
      return { page: 'shared-board', token: decodeURIComponent(third!) };
    } catch {
      return { page: 'unknown' };
    }
  }
  if (first === 'saved-searches' && parts.length === 1) return { page: 'saved-searches' };
  if (first === 'hidden' && parts.length === 1) return { page: 'hidden' };
  return { page: 'unknown' };
}
