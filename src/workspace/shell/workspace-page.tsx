import { Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Connection } from '../../client/connection';
import { capabilitiesQueryOptions } from '../../search/capabilities-query';
import { Callout } from '../../ui/callout';
import { QueryRetryAlert } from '../../ui/query-retry-alert';
import { lazyUntilOpened } from '../../ui/lazy-until-opened';
import type { AlertsModalProps } from '../alerts/alerts-modal';
import { BoardView } from '../boards/board-view';
import { BoardsView } from '../boards/boards-view';
import { HiddenView } from '../hidden/hidden-view';
import { SavedSearchesView } from '../saved-searches/saved-searches-view';
import { SharedBoardView } from '../boards/shared-board-view';
import { useActiveWorkspace } from '../core/workspace-context';
import { workspaceRouteOf } from '../core/workspace-route';

/** `AlertsModal`, loaded the first time a saved search's alerts are opened. */
const LazyAlertsModal = lazyUntilOpened<AlertsModalProps>(
  () => import('../alerts/alerts-modal').then((module) => module.AlertsModal),
  (props) => props.search !== null,
  (props) => ({ ...props, search: null }),
);

/** Props of {@link WorkspacePage}. */
export interface WorkspacePageProps {
  connection: Connection;
  /** The address path naming the page. */
  pathname: string;
}

/** The workspace page the address names. A shared board needs no workspace (nor a key). */
export function WorkspacePage({ connection, pathname }: WorkspacePageProps) {
  const route = workspaceRouteOf(pathname);
  const active = useActiveWorkspace();
  const capabilities = useQuery(capabilitiesQueryOptions(connection));
  if (route.page === 'shared-board') return <SharedBoardView connection={connection} token={route.token} />;
  if (route.page === 'unknown') return <Callout tone="yellow">There is no page at {pathname}.</Callout>;
  if (!active && capabilities.isError)
    return <QueryRetryAlert query={capabilities} title="Could not load your workspace" />;
  if (!active) return <Loader aria-label="Loading the workspace" />;
  switch (route.page) {
    case 'boards':
      return <BoardsView active={active} />;
    case 'board':
      return <BoardView key={route.board} active={active} board={route.board} />;
    case 'hidden':
      return <HiddenView active={active} />;
    case 'saved-searches':
      return <SavedSearchesView active={active} AlertsDialog={LazyAlertsModal} />;
  }
}
