import { useState } from 'react';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_NAME_LENGTH } from '../contract/extensions/boards';
import { PLATFORM_LABELS, type SearchPlatform } from '../contract/platforms';
import { useSearchStoreApi } from '../search/search-store-context';
import { urlOfSearch } from '../search/url-sync';
import { useActiveWorkspace } from './workspace-context';
import { partKey } from './workspace-queries';

/** Props of {@link SaveSearchButton}. */
export interface SaveSearchButtonProps {
  platform: SearchPlatform;
  /** The wire fields the tab searches with; null while they are not known. */
  fields: Record<string, unknown> | null;
}

/** "Save search": names the current link and keeps it with the body it sends. */
export function SaveSearchButton({ platform, fields }: SaveSearchButtonProps) {
  const active = useActiveWorkspace();
  const store = useSearchStoreApi();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  if (!active || !fields) return null;
  const save = async () => {
    const link = urlOfSearch({ ...store.getState(), ad: null });
    await active.workspace.savedSearches.create({ name: name.trim(), platform, link, body: fields });
    await queryClient.invalidateQueries({ queryKey: partKey(active.connection, 'saved-searches') });
    notifications.show({ message: `Search saved as ${name.trim()}` });
    setOpened(false);
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDeviceFloppy size={16} />}
        onClick={() => {
          setName(PLATFORM_LABELS[platform]);
          setOpened(true);
        }}
      >
        Save search
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Save search">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim() !== '') void save();
          }}
        >
          <TextInput
            label="Name"
            value={name}
            maxLength={MAX_NAME_LENGTH}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" mt="md">
            <Button type="submit" disabled={name.trim() === ''}>
              Save
            </Button>
          </Group>
        </form>
      </Modal>
    </>
  );
}
