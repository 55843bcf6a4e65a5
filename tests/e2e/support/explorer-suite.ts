import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { workerBrowser } from './browser';
import { openExplorer, type ExplorerTab, type OpenExplorerOptions } from './explorer-page';
import { startExplorerService, type ExplorerService, type ExplorerServiceOptions } from './explorer-service';

/** One spec file's service and browser; read its members inside tests and hooks, once `beforeAll` has run. */
export interface ExplorerSuite {
  /** `http://127.0.0.1:<port>`: the explorer at `/`, the API at `/api/v1` and `/api/v2`. */
  readonly origin: string;
  /** What the service logged so far, one entry a line. */
  readonly serviceLog: readonly string[];
  /**
   * A fresh browser context on the suite's service; the test closes `tab.context` when done (the
   * suite closes any left open after its last test).
   */
  open(options?: OpenExplorerOptions): Promise<ExplorerTab>;
}

/**
 * Starts the real service (with the built explorer) for the calling spec file, beside its
 * worker's headless Chromium, and after its last test closes the service and every context the
 * file opened (the browser stays for the worker's next file).
 */
export function explorerSuite(options: ExplorerServiceOptions = {}): ExplorerSuite {
  let started: { service: ExplorerService; browser: Browser } | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const [service, browser] = await Promise.all([startExplorerService(options), workerBrowser()]);
    started = { service, browser };
  });

  afterAll(async () => {
    // Closing a context the test closed already does nothing.
    await Promise.all(contexts.map((context) => context.close()));
    await started?.service.close();
  });

  const running = () => {
    if (!started) throw new Error('The explorer suite is read before its beforeAll has run.');
    return started;
  };
  return {
    get origin() {
      return running().service.origin;
    },
    get serviceLog() {
      return running().service.log;
    },
    async open(openOptions) {
      const { browser, service } = running();
      const tab = await openExplorer(browser, service.origin, openOptions);
      contexts.push(tab.context);
      return tab;
    },
  };
}
