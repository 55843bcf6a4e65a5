import { useState } from 'react';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { MAX_NAME_LENGTH } from '../contract/extensions/boards';

/** Props of {@link NewBoardModal}. */
export interface NewBoardModalProps {
  opened: boolean;
  onClose(): void;
  /** Called with the trimmed name. */
  onCreate(name: string): void;
  /** The button's words; default "Create board". */
  action?: string;
  /** Default "New board". */
  title?: string;
}

/** Asks for a board's name. */
export function NewBoardModal({
  opened,
  onClose,
  onCreate,
  action = 'Create board',
  title = 'New board',
}: NewBoardModalProps) {
  const [name, setName] = useState('');
  const trimmed = name.trim();
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed === '') return;
          onCreate(trimmed);
          setName('');
        }}
      >
        <TextInput
          label="Board name"
          value={name}
          maxLength={MAX_NAME_LENGTH}
          onChange={(event) => setName(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button type="submit" disabled={trimmed === ''}>
            {action}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
