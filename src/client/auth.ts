import type { ServiceRequest } from './service-request';

/**
 * Where the API key travels: the `x-api-key` header, the `api_key` query parameter, or the
 * `api_key` field of the JSON body. A GET has no body, so `body` mode sends its key in the query.
 */
export type AuthMode = 'header' | 'query' | 'body';

export const API_KEY_HEADER = 'x-api-key';
export const API_KEY_FIELD = 'api_key';

/** The request with its credentials; an empty key sends none, so the service answers 1001 (missing key). */
export function withCredentials(request: ServiceRequest, mode: AuthMode, apiKey: string): ServiceRequest {
  if (apiKey === '') return request;
  switch (mode) {
    case 'header':
      return { ...request, headers: { ...request.headers, [API_KEY_HEADER]: apiKey } };
    case 'body':
      if (request.method === 'POST') return { ...request, body: { ...request.body, [API_KEY_FIELD]: apiKey } };
      return withCredentials(request, 'query', apiKey);
    case 'query':
      return { ...request, query: { ...request.query, [API_KEY_FIELD]: apiKey } };
  }
}
