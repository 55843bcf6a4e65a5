import { isAdsClientError, type ConfigError } from '../../client/errors';
import { createConnection, type Connection } from '../../client/connection';
import type { ConnectionSettings } from './connection-settings';
import type { StoredDemoAccount } from './demo-account-storage';

/**
 * How long the explorer waits for one answer before it gives up and offers Retry: under 15 s,
 * the longest a hung service may hold a page, while a search on a busy service (seconds) still fits.
 */
export const EXPLORER_TIMEOUT_MS = 12_000;

/**
 * The explorer's connection: usable, or settings the client refuses (e.g. a base URL without /v1
 * or /v2). A ready one on a public demo key sends this browser's `demoAccount` once it has one.
 */
export type ConnectionState =
  | { status: 'ready'; settings: ConnectionSettings; connection: Connection; demoAccount?: StoredDemoAccount }
  | { status: 'invalid'; settings: ConnectionSettings; error: ConfigError };

/** A usable connection state. */
export type ReadyConnectionState = Extract<ConnectionState, { status: 'ready' }>;

/**
 * The connection of `settings`, sending `demoAccount`'s key in place of the demo key (and named by
 * the demo key still); throws the client's `ConfigError` for settings it refuses.
 */
export function connectionOf(settings: ConnectionSettings, demoAccount?: StoredDemoAccount): Connection {
  const { baseUrl, apiKey, authMode } = settings;
  const sent = demoAccount?.apiKey ?? apiKey;
  return createConnection({ baseUrl, apiKey: sent, authMode, timeoutMs: EXPLORER_TIMEOUT_MS }, apiKey);
}

/** The state of `settings` and `demoAccount`: a configuration the client rejects becomes an `invalid` state. */
export function connectionStateOf(settings: ConnectionSettings, demoAccount?: StoredDemoAccount): ConnectionState {
  try {
    const connection = connectionOf(settings, demoAccount);
    return demoAccount
      ? { status: 'ready', settings, connection, demoAccount }
      : { status: 'ready', settings, connection };
  } catch (error) {
    if (isAdsClientError(error, 'config')) return { status: 'invalid', settings, error };
    throw error;
  }
}
