import { isAdsClientError, type ConfigError } from '../../client/errors';
import { createConnection, type Connection } from '../../client/connection';
import type { ConnectionSettings } from './connection-settings';

/** The explorer's connection: usable, or settings the client refuses (e.g. a base URL without /v1 or /v2). */
export type ConnectionState =
  | { status: 'ready'; settings: ConnectionSettings; connection: Connection }
  | { status: 'invalid'; settings: ConnectionSettings; error: ConfigError };

/** Builds the connection for `settings`; a configuration the client rejects becomes an `invalid` state. */
export function connectionStateOf(settings: ConnectionSettings): ConnectionState {
  try {
    const { baseUrl, apiKey, authMode } = settings;
    return { status: 'ready', settings, connection: createConnection({ baseUrl, apiKey, authMode }) };
  } catch (error) {
    if (isAdsClientError(error, 'config')) return { status: 'invalid', settings, error };
    throw error;
  }
}
