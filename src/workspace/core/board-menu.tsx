import { Menu } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Connection } from '../../client/connection';
import type { Board } from '../../contract/extensions/boards';
import type { MenuOnDemandProps } from '../../ui/lazy-menu';
import { OnDemandMenu } from '../../ui/on-demand-menu';
import type { Workspace } from './workspace-backends';
import { boardsQueryOptions } from './workspace-queries';

/** Props of {@link BoardMenu}. */
export interface BoardMenuProps extends MenuOnDemandProps {
  connection: Connection;
  workspace: Workspace;
  onSaveTo(board: Board): void;
  onNewBoard(): void;
}

/**
 * An ad's "Save to board" menu: each board, and a new one. It asks for the boards while it is
 * open (they show as they arrive), so the cards whose menu was never opened hold no query at all.
 */
export function BoardMenu({ connection, workspace, onSaveTo, onNewBoard, ...menu }: BoardMenuProps) {
  const boards = useQuery({ ...boardsQueryOptions(connection, workspace), enabled: menu.opened });
  return (
    <OnDemandMenu {...menu} position="bottom-end">
      <Menu.Label>Save to board</Menu.Label>
      {boards.data?.map((board) => (
        <Menu.Item key={board.id} onClick={() => onSaveTo(board)}>
          {board.name}
        </Menu.Item>
      ))}
      <Menu.Item onClick={onNewBoard}>New board…</Menu.Item>
    </OnDemandMenu>
  );
}
