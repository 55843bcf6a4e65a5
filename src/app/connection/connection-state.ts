import { isAdsClientError, type ConfigError } from '../../client/errors';
import { createConnection, type Connection } from '../../client/connection';
import type { ConnectionSettings } from './connection-settings';

/**
 * How long the explorer waits for one answer before it gives up and offers Retry: under 15 s,
 * the longest a hung service may hold a page, while a search on a busy service (seconds) still fits.
 */
export const EXPLORER_TIMEOUT_MS = 12_000;

/** The explorer's connection: usable, or settings the client refuses (e.g. a base URL without /v1 or /v2). */
export type ConnectionState =
  | { status: 'ready'; settings: ConnectionSettings; connection: Connection }
  | { status: 'invalid'; settings: ConnectionSettings; error: ConfigError };

/** Builds the connection for `settings`; a configuration the client rejects becomes an `invalid` state. */
export function connectionStateOf(settings: ConnectionSettings): ConnectionState {
  try {
    const { baseUrl, apiKey, authMode } = settings;
    return {
      status: 'ready',
      settings,
      connection: createConnection({ baseUrl, apiKey, authMode, timeoutMs: EXPLORER_TIMEOUT_MS }),
    };
  } catch (error) {
    if (isAdsClientError(error, 'config')) return { status: 'invalid', settings, error };
    throw error;
  }
}
