import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BoardAd } from '../../contract/extensions/boards';
import { saveBoardCopy } from './save-board-copy';
import type { ActiveWorkspace } from '../core/workspace-context';
import { useWorkspaceMutation } from '../core/workspace-mutation';

/** Props of {@link SaveCopyButton}. */
export interface SaveCopyButtonProps {
  /** The visitor's own workspace, which the copy goes to. */
  active: ActiveWorkspace;
  /** The shared board's name, which the copy takes. */
  name: string;
  /** Reads every ad of the shared board with its note, last saved first. */
  readAds(): Promise<BoardAd[]>;
}

/** "Save a copy to my boards": the shared board's ads and notes onto a new board of the visitor's. */
export function SaveCopyButton({ active, name, readAds }: SaveCopyButtonProps) {
  const copy = useWorkspaceMutation(active.connection, {
    write: async () => saveBoardCopy(active.workspace, name, await readAds()),
    succeeded: () => {
      notifications.show({ title: `Saved a copy as ${name}`, message: 'It is in Boards, with the notes.' });
    },
    parts: ['boards'],
    failure: (error) => ({ title: 'The copy was not saved', message: String(error) }),
  });
  return (
    <Button variant="light" loading={copy.isPending} onClick={() => void copy.run(undefined)}>
      Save a copy to my boards
    </Button>
  );
}
