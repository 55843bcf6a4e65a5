/** One operation call before it becomes a fetch: relative path, query and JSON body. */
export interface ServiceRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path below the base URL, from the contract's `PATHS`. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** JSON body of a POST, PUT or PATCH. */
  body?: Record<string, unknown>;
}
