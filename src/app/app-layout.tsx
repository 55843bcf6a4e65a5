import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AppHeader } from './app-header';
import { ConnectedShell } from './connected-shell';
import { useConnection } from './connection/connection-context';
import { LazyConnectionSettingsDrawer } from './connection/lazy-connection-settings-drawer';
import { ServiceProblemAlert } from './connection/service-problem-alert';
import { SearchNotices } from './search-notices';
import { StillWaiting } from './still-waiting';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** The page: skip link, header, filters navbar, results, and the connection settings drawer. */
export function AppLayout() {
  const { state, save } = useConnection();
  const [settingsOpened, settings] = useDisclosure(false);
  const [navOpened, nav] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 340, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <SkipLink />
      <SearchNotices />
      <StillWaiting />
      {state.status === 'ready' ? (
        <ConnectedShell
          connection={state.connection}
          navOpened={navOpened}
          onToggleNav={nav.toggle}
          onOpenSettings={settings.open}
        />
      ) : (
        <>
          <AppHeader
            health={{ status: 'failed', error: state.error }}
            navOpened={navOpened}
            onToggleNav={nav.toggle}
            onOpenSettings={settings.open}
          />
          <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
            <ServiceProblemAlert error={state.error} onOpenSettings={settings.open} />
          </AppShell.Main>
        </>
      )}
      <LazyConnectionSettingsDrawer
        opened={settingsOpened}
        onClose={settings.close}
        settings={state.settings}
        onSave={save}
        origin={window.location.origin}
      />
    </AppShell>
  );
}
