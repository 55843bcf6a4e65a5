import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/app/app';
import { CONNECTION_STORAGE_KEY } from '../../src/app/connection/connection-storage';
import type { ConnectionSettings } from '../../src/app/connection/connection-settings';
import { createTestQueryClient } from '../utils/render';

/** Puts the app at `url` with these connection settings in sessionStorage, as a returning tab would be. */
export function renderAppAt(url: string, settings: ConnectionSettings) {
  sessionStorage.clear();
  localStorage.clear();
  sessionStorage.setItem(CONNECTION_STORAGE_KEY, JSON.stringify(settings));
  window.history.replaceState(null, '', url);
  const user = userEvent.setup();
  return { user, ...render(<App queryClient={createTestQueryClient()} />) };
}

/** The address bar, path and query. */
export const here = () => `${window.location.pathname}${window.location.search}`;
