import type { ApiVersion } from '../contract/versions';
import { AdsClient, type AdsClientOptions, type AuthMode } from './ads-client';
import { keyFingerprint } from './key-fingerprint';

/**
 * One deployment of the ads search service as the explorer talks to it: the client and what
 * tells this connection from another. Built once per settings by `createConnection`.
 */
export interface Connection {
  readonly client: AdsClient;
  /** The base URL without trailing slashes. */
  readonly baseUrl: string;
  /** The path layout its base URL names. */
  readonly version: ApiVersion;
  readonly authMode: AuthMode;
  /** A non-reversible tag of the key; the key itself never leaves the client. */
  readonly keyFingerprint: string;
  /** Names the connection in query keys (base URL, auth mode, key fingerprint), so two connections never share cached answers. */
  readonly id: string;
}

/**
 * The connection of these options; throws the client's `ConfigError` for a base URL without /v1
 * or /v2. `namedBy` is the key that names it, default the key it sends: a browser's own demo
 * account keeps the name of the demo key it replaced, so trading one for the other keeps every
 * cached answer.
 */
export function createConnection(options: AdsClientOptions, namedBy: string = options.apiKey): Connection {
  const client = new AdsClient(options);
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const authMode = options.authMode ?? 'header';
  const fingerprint = keyFingerprint(namedBy);
  return {
    client,
    baseUrl,
    version: client.version,
    authMode,
    keyFingerprint: fingerprint,
    id: [baseUrl, authMode, fingerprint].join('|'),
  };
}
