import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { BoardAd } from '../../contract/extensions/boards';
import { saveBoardCopy } from './save-board-copy';
import type { ActiveWorkspace } from '../core/workspace-context';
import { partKey } from '../core/workspace-queries';

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
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await saveBoardCopy(active.workspace, name, await readAds());
      await queryClient.invalidateQueries({ queryKey: partKey(active.connection, 'boards') });
      notifications.show({ title: `Saved a copy as ${name}`, message: 'It is in Boards, with the notes.' });
    } catch (error) {
      notifications.show({ color: 'red', title: 'The copy was not saved', message: String(error) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button variant="light" loading={saving} onClick={() => void save()}>
      Save a copy to my boards
    </Button>
  );
}
