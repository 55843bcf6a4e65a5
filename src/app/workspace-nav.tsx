import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconBookmarks } from '@tabler/icons-react';
import iconBelowSm from '../ui/icon-below-sm.module.css';
import { LazyWorkspaceMenu } from './lazy-workspace-menu';

/** The header's way to the workspace pages, and back to the search left behind them. */
export function WorkspaceNav() {
  const [opened, setOpened] = useState(false);
  return (
    <LazyWorkspaceMenu
      opened={opened}
      onChange={setOpened}
      target={
        <Button
          variant="default"
          className={iconBelowSm.button}
          aria-label="Workspace"
          leftSection={<IconBookmarks size={16} />}
        >
          <span className={iconBelowSm.label}>Workspace</span>
        </Button>
      }
    />
  );
}
