import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { PLATFORM_LABELS, type SearchPlatform } from '../../contract/platforms';
import { useSearchStoreApi } from '../../search/search-store-context';
import { urlOfSearch } from '../../search/url-sync';
import { useActiveWorkspace } from '../core/workspace-context';
import { partKey } from '../core/workspace-queries';
import iconBelowMd from '../../ui/icon-below-md.module.css';
import { lazyDialog } from '../../ui/lazy-until-opened';

/** `NameModal`, loaded the first time a search is named. */
const LazyNameModal = lazyDialog(() => import('../core/name-modal').then((module) => module.NameModal));

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
  if (!active || !fields) return null;
  const save = async (name: string) => {
    const link = urlOfSearch({ ...store.getState(), ad: null });
    await active.workspace.savedSearches.create({ name, platform, link, body: fields });
    await queryClient.invalidateQueries({ queryKey: partKey(active.connection, 'saved-searches') });
    notifications.show({ message: `Search saved as ${name}` });
    setOpened(false);
  };
  return (
    <>
      <Button
        variant="default"
        className={iconBelowMd.button}
        aria-label="Save search"
        leftSection={<IconDeviceFloppy size={16} />}
        onClick={() => setOpened(true)}
      >
        <span className={iconBelowMd.label}>Save search</span>
      </Button>
      <LazyNameModal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Save search"
        label="Name"
        action="Save"
        initial={PLATFORM_LABELS[platform]}
        onSubmit={(name) => void save(name)}
      />
    </>
  );
}
