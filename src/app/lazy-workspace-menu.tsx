import { lazyMenu } from '../ui/lazy-menu';

/** `WorkspaceMenu`, loaded the first time the header's Workspace button is clicked. */
export const LazyWorkspaceMenu = lazyMenu(() => import('./workspace-menu').then((module) => module.WorkspaceMenu));
