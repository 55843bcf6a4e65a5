import { rendersInFlight, type RendersInFlight } from '../http/renders-in-flight';
import type { PageRendering } from '../http/spa-routes';

/** A process's page rendering, with the renders it is running. */
type ProcessRendering = PageRendering & { running: RendersInFlight };

/**
 * Pages rendered with `api` answering their requests in this process, within `limits` (each one
 * left out is the default); a failed render is logged.
 */
export function pageRendering(
  api: PageRendering['api'],
  log: (line: string) => void,
  limits: PageRendering['limits'] = {},
): ProcessRendering {
  return {
    api,
    report: (error) => log(`A page could not be rendered on the server (the browser renders it): ${String(error)}`),
    limits,
    running: rendersInFlight(),
  };
}

/**
 * Resolves once the renders `rendering` is running have finished, saying how many it waits for. A
 * shutdown waits for them after the server stopped taking requests and before the database closes:
 * their requests are answered in this process, and would fail against a closed database.
 */
export async function rendersFinished(rendering: ProcessRendering, log: (line: string) => void): Promise<void> {
  const count = rendering.running.count();
  if (count > 0) log(`Waiting for ${count === 1 ? 'a page render' : `${count} page renders`} to finish`);
  await rendering.running.settled();
}
