import { BROWSER_RENDERS_COOKIE } from '../../contract/page-rendering';
import { defaultConnectionSettings, type ConnectionSettings } from './connection-settings';

/** A year, for the cookie of remembered settings and of a demo account. */
const REMEMBERED_SECONDS = 365 * 24 * 60 * 60;

/**
 * Sets the cookie that keeps this origin's server from rendering pages for the default connection
 * while `settings` are another, or while this browser sends a demo account of its own (its hidden
 * ads and saved marks are not the demo key's), and clears it when neither holds. It lives as long
 * as what it stands for: the browser session, or a year for remembered settings and an account.
 */
export function keepRenderCookie(doc: Document, settings: ConnectionSettings, demoAccount = false): void {
  const defaults = defaultConnectionSettings(doc.location.origin);
  const other =
    settings.baseUrl !== defaults.baseUrl ||
    settings.apiKey !== defaults.apiKey ||
    settings.authMode !== defaults.authMode;
  const own = other || demoAccount;
  const lifetime = !own ? '; max-age=0' : settings.remember || demoAccount ? `; max-age=${REMEMBERED_SECONDS}` : '';
  doc.cookie = `${BROWSER_RENDERS_COOKIE}=${own ? 'browser' : ''}; path=/; SameSite=Lax${lifetime}`;
}
