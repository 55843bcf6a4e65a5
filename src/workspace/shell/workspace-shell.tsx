import { useEffect, useMemo, type ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import type { Connection } from '../../client/connection';
import { useWorkspace, type OwnDemoAccount } from '../core/use-workspace';
import { WorkspaceAdActions } from './workspace-ad-actions';
import { WorkspaceProvider } from '../core/workspace-context';
import { WorkspaceSessionProvider } from '../core/workspace-session';

/** Props of {@link WorkspaceShell}. */
export interface WorkspaceShellProps {
  connection: Connection;
  /** Whether the service answers (its catalogue loaded); only then is a missing extension worth saying. */
  answering: boolean;
  /** Where the connection sends a public demo key: this browser's own account, minted on first use. */
  ownAccount?: OwnDemoAccount;
  children: ReactNode;
}

/**
 * Provides the connection's workspace, this page's session of changes (one per shell) and the ads'
 * Save and Hide; says once when this browser keeps the workspace.
 */
export function WorkspaceShell({ connection, answering, ownAccount, children }: WorkspaceShellProps) {
  const workspace = useWorkspace(connection, answering, ownAccount);
  const value = useMemo(() => (workspace ? { connection, workspace } : null), [connection, workspace]);
  const inBrowser = workspace
    ? [workspace.boards, workspace.savedSearches, workspace.hidden].filter((part) => part.kind === 'browser').length
    : 0;
  useEffect(() => {
    if (inBrowser === 0 || !answering) return;
    notifications.show({
      id: `workspace-in-browser|${connection.id}`,
      title: 'Your workspace is kept in this browser',
      message:
        'This service does not keep boards, saved searches or hidden ads, so this browser keeps them: they do not follow you to another browser, and boards cannot be shared (export them as a file instead).',
      autoClose: 10_000,
    });
  }, [inBrowser, answering, connection.id]);
  return (
    <WorkspaceProvider value={value}>
      <WorkspaceSessionProvider>
        <WorkspaceAdActions>{children}</WorkspaceAdActions>
      </WorkspaceSessionProvider>
    </WorkspaceProvider>
  );
}
