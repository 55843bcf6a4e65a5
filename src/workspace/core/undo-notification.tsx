import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** A notification saying what was done, with an Undo button that runs `undo` and closes it. */
export function showUndo(message: string, undo: () => Promise<void>): void {
  const id = `undo-${Date.now()}-${Math.random()}`;
  notifications.show({
    id,
    autoClose: 8000,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            void undo();
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}
