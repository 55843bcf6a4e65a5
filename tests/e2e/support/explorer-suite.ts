import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { workerBrowser } from './browser';
import { openExplorer, type ExplorerTab, type OpenExplorerOptions } from './explorer-page';
import { startExplorerService, type ExplorerService, type ExplorerServiceOptions } from './explorer-service';
import { failureReport } from './failure-report';

/** One spec file's service and browser; read its members inside tests and hooks, once `beforeAll` has run. */
export interface ExplorerSuite {
  /** `http://127.0.0.1:<port>`: the explorer at `/`, the API at `/api/v1` and `/api/v2`. */
  readonly origin: string;
  /** What the service logged so far, one entry a line. */
  readonly serviceLog: readonly string[];
  /** The report of the file's latest failed test (see `failureReport`), which the run's log shows too. */
  readonly failureReport: string | undefined;
  /**
   * A fresh browser context on the suite's service; the test closes `tab.context` when done (the
   * suite closes any left open after its last test).
   */
  open(options?: OpenExplorerOptions): Promise<ExplorerTab>;
}

/**
 * Starts the real service (with the built explorer) for the calling spec file, beside its
 * worker's headless Chromium, and after its last test closes the service and every context the
 * file opened (the browser stays for the worker's next file). When a test fails, the run's log
 * gets what the pages it worked in did, and the service's last lines.
 */
export function explorerSuite(options: ExplorerServiceOptions = {}): ExplorerSuite {
  let started: { service: ExplorerService; browser: Browser } | undefined;
  const tabs: ExplorerTab[] = [];
  const closedAt = new Map<BrowserContext, number>();
  let testStarted = 0;
  let lastReport: string | undefined;

  beforeAll(async () => {
    const [service, browser] = await Promise.all([startExplorerService(options), workerBrowser()]);
    started = { service, browser };
  });

  beforeEach(() => {
    testStarted = performance.now();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !started) return;
    // The contexts the test could have worked in: those still open when it began, or opened since.
    const worked = tabs.filter((tab) => (closedAt.get(tab.context) ?? Infinity) >= testStarted);
    lastReport = await failureReport(task.name, testStarted, worked, started.service.log);
    // A test expected to fail keeps its report for a check, out of the run's log.
    if (!task.fails) console.log(lastReport);
  });

  afterAll(async () => {
    // Closing a context the test closed already does nothing.
    await Promise.all(tabs.map((tab) => tab.context.close()));
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
    get failureReport() {
      return lastReport;
    },
    async open(openOptions) {
      const { browser, service } = running();
      const tab = await openExplorer(browser, service.origin, openOptions);
      tab.context.on('close', () => closedAt.set(tab.context, performance.now()));
      tabs.push(tab);
      return tab;
    },
  };
}
