import { BROWSER_RENDERS_COOKIE } from '../../contract/page-rendering';
import { defaultConnectionSettings, type ConnectionSettings } from './connection-settings';

/** A year, for the cookie of remembered settings. */
const REMEMBERED_SECONDS = 365 * 24 * 60 * 60;

/**
 * Sets the cookie that keeps this origin's server from rendering pages for the default connection
 * while `settings` are another, and clears it when they are the default again. It lives as long
 * as the settings do: for the browser session, or a year when they are remembered.
 */
export function keepRenderCookie(doc: Document, settings: ConnectionSettings): void {
  const defaults = defaultConnectionSettings(doc.location.origin);
  const own =
    settings.baseUrl !== defaults.baseUrl ||
    settings.apiKey !== defaults.apiKey ||
    settings.authMode !== defaults.authMode;
  const lifetime = !own ? '; max-age=0' : settings.remember ? `; max-age=${REMEMBERED_SECONDS}` : '';
  doc.cookie = `${BROWSER_RENDERS_COOKIE}=${own ? 'browser' : ''}; path=/; SameSite=Lax${lifetime}`;
}
