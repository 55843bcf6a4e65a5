import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import type { Connection } from '../../client/connection';
import type { AdSummary } from '../../contract/ads';
import type { BoardAdsPage } from '../../contract/extensions/boards';
import type { Workspace } from './workspace-backends';

/** Every workspace query of a connection starts with this key, so one invalidation reaches them all. */
export const workspaceKey = (connection: Connection) => ['workspace', connection.id] as const;

export function boardsQueryOptions(connection: Connection, workspace: Workspace) {
  return queryOptions({
    queryKey: [...workspaceKey(connection), 'boards', workspace.boards.kind] as const,
    queryFn: () => workspace.boards.list(),
  });
}

/** A board's ads, 18 a page. */
export function boardAdsQueryOptions(connection: Connection, workspace: Workspace, board: number) {
  return infiniteQueryOptions({
    queryKey: [...workspaceKey(connection), 'boards', workspace.boards.kind, board, 'ads'] as const,
    queryFn: ({ pageParam }) => workspace.boards.ads(board, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: BoardAdsPage) => (last.has_next_page ? last.current_page + 1 : undefined),
  });
}

/** A board's loaded pages with `note` on `ad`: a note saved as it is typed updates the cache, not a refetch of every page. */
export function withNote<P>(
  data: InfiniteData<BoardAdsPage, P> | undefined,
  ad: AdSummary,
  note: string,
): InfiniteData<BoardAdsPage, P> | undefined {
  if (!data) return data;
  const same = (other: AdSummary) => other.platform === ad.platform && other.id === ad.id;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      ads: page.ads.map((saved) => (same(saved.ad) ? { ...saved, note } : saved)),
    })),
  };
}

/** The ads on a board in this browser (fallback only; the service marks them `is_bookmarked`). */
export function savedAdsQueryOptions(connection: Connection, workspace: Workspace) {
  return queryOptions({
    queryKey: [...workspaceKey(connection), 'boards', workspace.boards.kind, 'saved-ads'] as const,
    queryFn: () => workspace.boards.savedAds(),
  });
}

export function hiddenQueryOptions(connection: Connection, workspace: Workspace) {
  return queryOptions({
    queryKey: [...workspaceKey(connection), 'hidden', workspace.hidden.kind] as const,
    queryFn: () => workspace.hidden.list(),
  });
}

export function savedSearchesQueryOptions(connection: Connection, workspace: Workspace) {
  return queryOptions({
    queryKey: [...workspaceKey(connection), 'saved-searches', workspace.savedSearches.kind] as const,
    queryFn: () => workspace.savedSearches.list(),
  });
}

/** A part of the workspace, whose queries share a key prefix. */
export type WorkspacePart = 'boards' | 'hidden' | 'saved-searches';

/** The key prefix of one part, for invalidating after a change to it. */
export const partKey = (connection: Connection, part: WorkspacePart) => [...workspaceKey(connection), part] as const;
