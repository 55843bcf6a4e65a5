import type { AdsClient } from '../ads-client';
import type { ServiceRequest } from '../service-request';

/** What an extension's operations need of a client: its `send`, which brings the base URL, key and error handling. */
export type ExtensionSender = Pick<AdsClient, 'send'>;

/** A request for an operation's path (`operationPath`), whose query (`?page=`) moves into `query` so credentials can join it. */
export function extensionRequest(
  method: ServiceRequest['method'],
  pathWithQuery: string,
  body?: Record<string, unknown>,
): ServiceRequest {
  const url = new URL(pathWithQuery, 'http://path.invalid');
  return {
    method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: {},
    // A POST carries a JSON body even when the operation takes none: this service takes a POST
    // without one, but another deployment of the interface may not.
    body: body ?? (method === 'POST' ? {} : undefined),
  };
}
