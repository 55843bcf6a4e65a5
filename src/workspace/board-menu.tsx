import { Menu } from '@mantine/core';
import type { Board } from '../contract/extensions/boards';
import type { MenuOnDemandProps } from '../ui/lazy-menu';
import { OnDemandMenu } from '../ui/on-demand-menu';

/** Props of {@link BoardMenu}. */
export interface BoardMenuProps extends MenuOnDemandProps {
  /** The boards to save to; empty while they load. */
  boards: Board[];
  onSaveTo(board: Board): void;
  onNewBoard(): void;
}

/** An ad's "Save to board" menu: each board, and a new one. */
export function BoardMenu({ boards, onSaveTo, onNewBoard, ...menu }: BoardMenuProps) {
  return (
    <OnDemandMenu {...menu} position="bottom-end">
      <Menu.Label>Save to board</Menu.Label>
      {boards.map((board) => (
        <Menu.Item key={board.id} onClick={() => onSaveTo(board)}>
          {board.name}
        </Menu.Item>
      ))}
      <Menu.Item onClick={onNewBoard}>New board…</Menu.Item>
    </OnDemandMenu>
  );
}
