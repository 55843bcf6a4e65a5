import { createContext, useContext, type ReactNode } from 'react';
import type { Connection } from '../../client/connection';
import type { Workspace } from './workspace-backends';

/** The active connection and its workspace, for the ad actions and the workspace pages. */
export interface ActiveWorkspace {
  connection: Connection;
  workspace: Workspace;
}

const WorkspaceContext = createContext<ActiveWorkspace | null>(null);

/** Provides the active workspace; `value` null while the deployment's capabilities are unknown. */
export function WorkspaceProvider({ value, children }: { value: ActiveWorkspace | null; children: ReactNode }) {
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}

/** The active workspace, or null while it is not known yet. */
export function useActiveWorkspace(): ActiveWorkspace | null {
  return useContext(WorkspaceContext);
}
