import { AdsClient } from '../../client/ads-client';
import { isAdsClientError, type ConfigError } from '../../client/errors';
import type { ApiVersion } from '../../contract/versions';
import type { ServiceConnection } from '../../search/service-connection';
import type { ConnectionSettings } from './connection-settings';
import { keyFingerprint } from './key-fingerprint';

/** The explorer's connection: usable, or settings the client refuses (e.g. a base URL without /v1 or /v2). */
export type ConnectionState =
  | { status: 'ready'; settings: ConnectionSettings; version: ApiVersion; connection: ServiceConnection }
  | { status: 'invalid'; settings: ConnectionSettings; error: ConfigError };

/** Builds the client for `settings`; a configuration the client rejects becomes an `invalid` state. */
export function connectionStateOf(settings: ConnectionSettings): ConnectionState {
  try {
    const client = new AdsClient({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, authMode: settings.authMode });
    const id = [settings.baseUrl.replace(/\/+$/, ''), settings.authMode, keyFingerprint(settings.apiKey)].join('|');
    return { status: 'ready', settings, version: client.version, connection: { client, id } };
  } catch (error) {
    if (isAdsClientError(error, 'config')) return { status: 'invalid', settings, error };
    throw error;
  }
}
