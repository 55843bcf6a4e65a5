import { Kbd, Group, Modal, Table } from '@mantine/core';
import { Fragment } from 'react';
import { keyLabel, SHORTCUTS } from './triage-keys';

/** Props of {@link ShortcutsModal}. */
export interface ShortcutsModalProps {
  opened: boolean;
  onClose(): void;
}

/** The keyboard shortcuts of the results, as a table of keys and what they do (opened with `?`). */
export function ShortcutsModal({ opened, onClose }: ShortcutsModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Keyboard shortcuts"
      closeButtonProps={{ 'aria-label': 'Close keyboard shortcuts' }}
    >
      <Table>
        <Table.Tbody>
          {SHORTCUTS.map((shortcut) => (
            <Table.Tr key={shortcut.command}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {shortcut.keys.map((key, index) => (
                    <Fragment key={key}>
                      {index > 0 && 'or'}
                      <Kbd>{keyLabel(key)}</Kbd>
                    </Fragment>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{shortcut.description}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
