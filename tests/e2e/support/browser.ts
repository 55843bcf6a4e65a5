import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Chromium, for the browser tests to connect to (`tests/e2e/support/browser-setup.ts`). */
    browserEndpoint?: string;
  }
}

/**
 * Debian's Chromium, installed by scripts/ensure-chromium.sh; no browser is ever downloaded. The
 * benches measure pages in it, as a user's browser draws them.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium: Blink and V8 without the browser's own windows.
 * Every context the full browser opens is a window whose address bar loads its popup's web page,
 * 0.6-0.8 s of CPU before a test's page starts, so the browser tests run here.
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** Flags for a closed network: no background connections, no first-run work, no sandbox as root. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A headless Chromium; Playwright gives every launch a fresh temporary profile. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS });
}

/** A headless shell that browser tests connect to, each through a connection of its own. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: HEADLESS_SHELL_PATH, args: FLAGS });
}

/**
 * The run's Chromium, through a connection of the calling file's own: its contexts are as apart
 * from other files' as a browser of its own would keep them, without a launch a file. Closing
 * the connection closes the contexts made through it.
 */
export function connectBrowser(): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  if (!endpoint) throw new Error('No browser to connect to: the project needs tests/e2e/support/browser-setup.ts.');
  return chromium.connect(endpoint);
}
