import type { ReactNode, Ref } from 'react';
import { ActionIcon, Burger, Group } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { ConnectionStatus, type ConnectionHealth } from './connection/connection-status';
import { useConnection } from './connection/connection-context';
import { WorkspaceBadge } from './connection/workspace-badge';
import { FILTER_SHEET_ID } from './filter-sheet-id';
import { CopyLinkButton } from '../ui/copy-link-button';
import { LazyTooltip } from '../ui/lazy-tooltip';
import classes from './app-header.module.css';
import frame from './page-frame.module.css';
import { WorkspaceNav } from './workspace-nav';

/** Props of `AppHeader`. */
export interface AppHeaderProps {
  health: ConnectionHealth;
  /** Whether the filter sheet (the navbar on small screens) is open. */
  navOpened: boolean;
  /** The burger that opens and closes the filter sheet; focus returns to it when the sheet closes. */
  burgerRef?: Ref<HTMLButtonElement>;
  /** Opens and closes the filter sheet; absent on a page without filters (no burger then). */
  onToggleNav?(): void;
  onOpenSettings(): void;
  /** Controls of the page shown, before the workspace menu (Save search). */
  pageActions?: ReactNode;
}

/** Product name, connection status, a demo visitor's workspace, Copy link, theme toggle and the settings button. */
export function AppHeader({ health, navOpened, burgerRef, onToggleNav, onOpenSettings, pageActions }: AppHeaderProps) {
  const { state } = useConnection();
  return (
    // The scroll lock of a drawer keeps this fixed header in place by this class of its own.
    <header className={`${frame.header} right-scroll-bar-position`}>
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap={8} wrap="nowrap" className={classes.start}>
          {onToggleNav && (
            <Burger
              ref={burgerRef}
              opened={navOpened}
              onClick={onToggleNav}
              hiddenFrom="sm"
              size="sm"
              aria-label={navOpened ? 'Hide filters' : 'Show filters'}
              aria-expanded={navOpened}
              aria-controls={FILTER_SHEET_ID}
            />
          )}
          <h1 className={classes.title}>Ads Explorer</h1>
          <ConnectionStatus state={state} health={health} />
          {state.status === 'ready' && <WorkspaceBadge state={state} />}
        </Group>
        <Group gap="xs" wrap="nowrap" className={classes.end}>
          {pageActions}
          {state.status === 'ready' && <WorkspaceNav state={state} />}
          <CopyLinkButton compactOnPhone />
          <ColorSchemeToggle />
          <LazyTooltip label="Connection settings">
            <ActionIcon variant="default" size="lg" aria-label="Connection settings" onClick={onOpenSettings}>
              <IconSettings size={18} />
            </ActionIcon>
          </LazyTooltip>
        </Group>
      </Group>
    </header>
  );
}
