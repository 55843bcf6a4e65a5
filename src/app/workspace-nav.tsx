import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconBookmarks } from '@tabler/icons-react';
import iconBelowMd from '../ui/icon-below-md.module.css';
import type { ReadyConnectionState } from './connection/connection-state';
import { useWorkspaceLabel } from './connection/workspace-label';
import { lazyMenu } from '../ui/lazy-menu';

/** `WorkspaceMenu`, loaded the first time the header's Workspace button is clicked. */
const LazyWorkspaceMenu = lazyMenu(() => import('./workspace-menu').then((module) => module.WorkspaceMenu));

/** The header's way to the workspace pages, and back to the search left behind them; it names a demo visitor's workspace. */
export function WorkspaceNav({ state }: { state: ReadyConnectionState }) {
  const [opened, setOpened] = useState(false);
  return (
    <LazyWorkspaceMenu
      label={useWorkspaceLabel(state)}
      opened={opened}
      onChange={setOpened}
      target={
        <Button
          variant="default"
          className={iconBelowMd.button}
          aria-label="Workspace"
          leftSection={<IconBookmarks size={16} />}
        >
          <span className={iconBelowMd.label}>Workspace</span>
        </Button>
      }
    />
  );
}
