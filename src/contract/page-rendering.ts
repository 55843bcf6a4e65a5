/**
 * The cookie by which a browser tells the service that serves the explorer that it opens pages
 * with settings of its own (another service, another key): its pages are rendered by the browser,
 * as a page rendered on the server for the default connection would show other ads. The value
 * is always `browser`; the cookie says nothing about the settings.
 */
export const BROWSER_RENDERS_COOKIE = 'ads-explorer-render';
