import { afterAll, beforeAll } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/app/app';
import { bootPage } from '../../src/app/page-boot';
import { CONNECTION_STORAGE_KEY } from '../../src/app/connection/connection-storage';
import type { ConnectionSettings } from '../../src/app/connection/connection-settings';
import { createTestQueryClient } from '../utils/render';
import { startTestService, type TestService } from '../utils/service';

/** Puts the app at `url` with these connection settings in sessionStorage, as a returning tab would be. */
export function renderAppAt(url: string, settings: ConnectionSettings) {
  sessionStorage.clear();
  localStorage.clear();
  sessionStorage.setItem(CONNECTION_STORAGE_KEY, JSON.stringify(settings));
  window.history.replaceState(null, '', url);
  const user = userEvent.setup();
  return { user, ...render(<App boot={bootPage(createTestQueryClient())} />) };
}

/** The address bar, path and query. */
export const here = () => `${window.location.pathname}${window.location.search}`;

/** Rendering the whole app in jsdom is slow on a busy machine; waits allow for it. */
export const SLOW = { timeout: 8000 };

/** Session-only settings for the `demo-pro` key at `baseUrl`. */
export const demoSettings = (baseUrl: string): ConnectionSettings => ({
  baseUrl,
  apiKey: 'demo-pro',
  authMode: 'header',
  remember: false,
});

/** The real service on a loopback port for this test file (120 ads); read it through the getter. */
export function appTestService(): () => TestService {
  let service: TestService | undefined;
  beforeAll(async () => {
    service = await startTestService({ ads: 120 });
  }, 120_000);
  afterAll(() => service?.close());
  return () => {
    if (!service) throw new Error('the test service has not started');
    return service;
  };
}
