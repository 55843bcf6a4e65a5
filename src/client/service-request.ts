/** One operation call before it becomes a fetch: relative path, query and JSON body. */
export interface ServiceRequest {
  method: 'GET' | 'POST';
  /** Path below the base URL, from the contract's `PATHS`. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** JSON body of a POST. */
  body?: Record<string, unknown>;
}
