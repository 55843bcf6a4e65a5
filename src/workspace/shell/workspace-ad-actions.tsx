import { useMemo, type ReactNode } from 'react';
import { AdActionsProvider, type AdActions } from '../../ads/ad-actions-context';
import { AdWorkspaceActions } from './ad-workspace-actions';
import { HiddenCardCover } from '../hidden/hidden-card-cover';
import { useAdWorkspace } from '../core/use-ad-workspace';

/** Gives every card and the drawer the workspace's Save and Hide, once the workspace is known. */
export function WorkspaceAdActions({ children }: { children: ReactNode }) {
  const actions = useAdWorkspace();
  const value = useMemo<AdActions>(
    () =>
      actions
        ? {
            renderAdActions: (ad, placement) => <AdWorkspaceActions actions={actions} ad={ad} placement={placement} />,
            renderCardCover: (ad) => <HiddenCardCover actions={actions} ad={ad} />,
          }
        : { renderAdActions: () => null },
    [actions],
  );
  return <AdActionsProvider value={value}>{children}</AdActionsProvider>;
}
