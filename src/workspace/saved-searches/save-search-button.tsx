import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { PLATFORM_LABELS, type SearchPlatform } from '../../contract/platforms';
import { useSearchStoreApi } from '../../search/search-store-context';
import { urlOfSearch } from '../../search/url-sync';
import { useActiveWorkspace, type ActiveWorkspace } from '../core/workspace-context';
import type { SavedSearchInput } from '../../contract/extensions/saved-searches';
import iconBelowMd from '../../ui/icon-below-md.module.css';
import { LazyNameModal } from '../core/name-modal-part';

/** Props of {@link SaveSearchButton}. */
export interface SaveSearchButtonProps {
  platform: SearchPlatform;
  /** The wire fields the tab searches with; null while they are not known. */
  fields: Record<string, unknown> | null;
}

/** "Save search": names the current link and keeps it with the body it sends. */
export function SaveSearchButton({ platform, fields }: SaveSearchButtonProps) {
  const active = useActiveWorkspace();
  if (!active || !fields) return null;
  return <SaveSearch active={active} platform={platform} fields={fields} />;
}

function SaveSearch({ active, platform, fields }: SaveSearchButtonProps & { active: ActiveWorkspace }) {
  const store = useSearchStoreApi();
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  const save = async (name: string) => {
    const link = urlOfSearch({ ...store.getState(), ad: null });
    // The mutation machinery loads with the first save: the search page's first load does not carry it.
    const { runWorkspaceMutation, sayError } = await import('../core/workspace-mutation');
    const saved = await runWorkspaceMutation(
      queryClient,
      active.connection,
      {
        write: (input: SavedSearchInput) => active.workspace.savedSearches.create(input),
        succeeded: () => {
          notifications.show({ message: `Search saved as ${name}` });
        },
        parts: ['saved-searches'],
        failure: sayError('The search was not saved'),
      },
      { name, platform, link, body: fields ?? {} },
    ).then(
      () => true,
      () => false,
    );
    if (saved) setOpened(false);
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
