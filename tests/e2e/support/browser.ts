import { chromium, type Browser } from 'playwright-core';

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

let workerShell: Promise<Browser> | undefined;

/**
 * The headless shell of the calling worker: launched by the first browser file the worker runs
 * and shared by the files after it (the project runs a worker's files in one module graph), each
 * file in contexts of its own. It ends with the worker.
 */
export function workerBrowser(): Promise<Browser> {
  return (workerShell ??= chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: FLAGS }));
}
