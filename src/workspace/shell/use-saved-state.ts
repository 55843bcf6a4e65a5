import { useQuery } from '@tanstack/react-query';
import type { AdSummary } from '../../contract/ads';
import type { AdWorkspace } from '../core/use-ad-workspace';
import { adKeyText } from '../core/workspace-backends';
import { savedAdsQueryOptions } from '../core/workspace-queries';
import { useWorkspaceSession } from '../core/workspace-session';

/** Whether `ad` is on a board: as changed in this page's life, else as the service or this browser says. */
export function useSavedState(actions: AdWorkspace, ad: AdSummary): boolean {
  const changed = useWorkspaceSession((s) => s.saved[actions.keyOf(ad)]);
  const browser = actions.workspace.boards.kind === 'browser';
  const { data: savedHere } = useQuery({
    ...savedAdsQueryOptions(actions.connection, actions.workspace),
    enabled: browser,
  });
  if (changed !== undefined) return changed;
  return browser ? (savedHere?.has(adKeyText(ad)) ?? false) : ad.is_bookmarked;
}
