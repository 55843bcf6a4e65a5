import { useCallback, useRef } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { AppHeader } from './app-header';
import { ConnectedShell } from './connected-shell';
import { useConnection } from './connection/connection-context';
import { ServiceProblemAlert } from './connection/service-problem-alert';
import { SearchNotices } from './search-notices';
import { StillWaiting } from './still-waiting';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import frame from './page-frame.module.css';
import { useEscapeToClose } from './use-escape-to-close';
import { lazyDialog } from '../ui/lazy-until-opened';

/** `ConnectionSettingsDrawer`, loaded the first time the settings open. */
export const LazyConnectionSettingsDrawer = lazyDialog(() =>
  import('./connection/connection-settings-drawer').then((module) => module.ConnectionSettingsDrawer),
);

/** The page: skip link, header, filters navbar, results, and the connection settings drawer. */
export function AppLayout() {
  const { state, save } = useConnection();
  const [settingsOpened, settings] = useDisclosure(false);
  const [navOpened, nav] = useDisclosure(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  // Closing the filter sheet hides what may hold focus, so focus goes back to the burger.
  const closeNav = useCallback(() => {
    nav.close();
    burgerRef.current?.focus();
  }, [nav]);
  useEscapeToClose(navOpened, closeNav);

  return (
    <div className={frame.frame} data-nav-opened={navOpened || undefined}>
      <SkipLink />
      <SearchNotices />
      <StillWaiting />
      {state.status === 'ready' ? (
        <ConnectedShell
          connection={state.connection}
          navOpened={navOpened}
          burgerRef={burgerRef}
          onToggleNav={nav.toggle}
          onCloseNav={closeNav}
          onOpenSettings={settings.open}
        />
      ) : (
        <>
          <AppHeader
            health={{ status: 'failed', error: state.error }}
            navOpened={navOpened}
            burgerRef={burgerRef}
            onToggleNav={nav.toggle}
            onOpenSettings={settings.open}
          />
          <main className={frame.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
            <ServiceProblemAlert error={state.error} onOpenSettings={settings.open} />
          </main>
        </>
      )}
      <LazyConnectionSettingsDrawer
        opened={settingsOpened}
        onClose={settings.close}
        settings={state.settings}
        onSave={save}
      />
    </div>
  );
}
