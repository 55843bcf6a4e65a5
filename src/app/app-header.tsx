import type { ReactNode } from 'react';
import { ActionIcon, AppShell, Burger, Group, Title, Tooltip } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { ConnectionStatus, type ConnectionHealth } from './connection/connection-status';
import { useConnection } from './connection/connection-context';
import { CopyLinkButton } from '../ui/copy-link-button';
import { WorkspaceNav } from './workspace-nav';

/** Props of `AppHeader`. */
export interface AppHeaderProps {
  health: ConnectionHealth;
  /** Whether the filter navbar is open on small screens. */
  navOpened: boolean;
  onToggleNav(): void;
  onOpenSettings(): void;
  /** Controls of the page shown, before the workspace menu (Save search). */
  pageActions?: ReactNode;
}

/** Product name, connection status, Copy link, theme toggle and the settings button. */
export function AppHeader({ health, navOpened, onToggleNav, onOpenSettings, pageActions }: AppHeaderProps) {
  const { state } = useConnection();
  return (
    <AppShell.Header px="md">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Burger opened={navOpened} onClick={onToggleNav} hiddenFrom="sm" size="sm" aria-label="Show filters" />
          <Title order={1} size="h3">
            Ads Explorer
          </Title>
          <ConnectionStatus state={state} health={health} />
        </Group>
        <Group gap="xs" wrap="nowrap">
          {pageActions}
          {state.status === 'ready' && <WorkspaceNav />}
          <CopyLinkButton />
          <ColorSchemeToggle />
          <Tooltip label="Connection settings">
            <ActionIcon variant="default" size="lg" aria-label="Connection settings" onClick={onOpenSettings}>
              <IconSettings size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </AppShell.Header>
  );
}
