import type { AdsClient } from '../client/ads-client';

/**
 * A client plus a stable id of what it connects to (base URL, auth mode, a fingerprint of the
 * key — never the key). Query keys carry the id so two connections never share cached answers.
 */
export interface ServiceConnection {
  client: AdsClient;
  id: string;
}
