import { z } from '../../contract/zod';
import { okEnvelopeSchema } from '../../contract/envelope';
import type { ServiceRequest } from '../service-request';

/** A request for a path of `EXTENSION_PATHS`, whose query (`?page=`) moves into `query` so credentials can join it. */
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

/** An acknowledgement whose payload the explorer does not use (deleted, saved, hidden). */
export const acknowledgedEnvelope = okEnvelopeSchema(z.unknown());
