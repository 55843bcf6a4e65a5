import type { PageRendering } from '../http/spa-routes';

/**
 * Pages rendered with `api` answering their requests in this process, within `limits` (each one
 * left out is the default); a failed render is logged.
 */
export function pageRendering(
  api: PageRendering['api'],
  log: (line: string) => void,
  limits: PageRendering['limits'] = {},
): PageRendering {
  return {
    api,
    report: (error) => log(`A page could not be rendered on the server (the browser renders it): ${String(error)}`),
    limits,
  };
}
