import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { NoteSaver } from './note-saver';

/**
 * Tells of a note whose save failed after its editor closed, with Retry, and stays until it is
 * saved or dismissed: the note is kept in `saver` meanwhile. A retry that fails tells again.
 */
export function showNoteNotSaved(adName: string, saver: NoteSaver): void {
  const status = saver.status();
  if (status.state !== 'failed') return;
  const id = `note-not-saved-${adName}`;
  notifications.show({
    id,
    color: 'red',
    title: 'Note not saved',
    autoClose: false,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">
          The note on “{adName}” could not be saved: {status.message}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          onClick={() => {
            notifications.hide(id);
            void saver.flush().then(() => showNoteNotSaved(adName, saver));
          }}
        >
          Retry
        </Button>
      </Group>
    ),
  });
}
