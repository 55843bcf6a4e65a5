/**
 * Runs `stop` once on SIGINT or SIGTERM, then exits; a second signal exits at once.
 * `stop` should stop accepting requests, let running ones finish and close the database.
 */
export function onShutdown(stop: () => Promise<void>, log: (line: string) => void): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    log(`${signal}: shutting down`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`Shutdown failed: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}
