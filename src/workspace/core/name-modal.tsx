import { useState } from 'react';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { MAX_NAME_LENGTH } from '../../contract/extensions/boards';

/** Props of {@link NameModal}. */
export interface NameModalProps {
  opened: boolean;
  onClose(): void;
  /** Called with the trimmed name, never an empty one. */
  onSubmit(name: string): void;
  title: string;
  /** The text field's label. */
  label: string;
  /** The submit button's words. */
  action: string;
  /** The name the field starts with each time the modal opens; default empty. */
  initial?: string;
}

/** Asks for a name (a new board, a board or a search renamed, a search to save). */
export function NameModal({ opened, onClose, onSubmit, title, label, action, initial = '' }: NameModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': `Close ${title.toLowerCase()}` }}
    >
      {/* The modal unmounts its content when closed, so each opening starts from `initial`. */}
      <NameForm label={label} action={action} initial={initial} onSubmit={onSubmit} />
    </Modal>
  );
}

function NameForm({
  label,
  action,
  initial,
  onSubmit,
}: Pick<NameModalProps, 'label' | 'action' | 'onSubmit'> & {
  initial: string;
}) {
  const [name, setName] = useState(initial);
  const trimmed = name.trim();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed !== '') onSubmit(trimmed);
      }}
    >
      <TextInput
        label={label}
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
  );
}
