import { AbortedError, NetworkError, TimeoutError } from './errors';
import { redact } from './redact';
import type { ServiceRequest } from './service-request';

/** An answer as it arrived, before any parsing. */
export interface RawAnswer {
  status: number;
  contentType: string | null;
  retryAfter: string | null;
  text: string;
}

export interface ExchangeOptions {
  fetch: typeof fetch;
  /** Base URL without a trailing slash. */
  baseUrl: string;
  timeoutMs: number;
  signal?: AbortSignal;
  /** The API key, masked out of every error message. */
  secret: string;
}

/**
 * Sends the request and reads the whole body. The timeout covers both; a caller's abort and the
 * timeout each end the exchange at once (even with a fetch that ignores signals) and stay
 * distinguishable: `AbortedError` versus `TimeoutError`. Any other failure is a `NetworkError`.
 */
export async function exchange(request: ServiceRequest, options: ExchangeOptions): Promise<RawAnswer> {
  const { signal: callerSignal, timeoutMs } = options;
  if (callerSignal?.aborted) throw new AbortedError();

  const controller = new AbortController();
  let cutBy: 'caller' | 'timeout' | undefined;
  let rejectCut: (error: Error) => void = () => {};
  const cut = new Promise<never>((_, reject) => (rejectCut = reject));
  const stop = (by: 'caller' | 'timeout') => {
    if (cutBy) return;
    cutBy = by;
    controller.abort();
    rejectCut(by === 'caller' ? new AbortedError() : new TimeoutError(timeoutMs));
  };
  const timer = setTimeout(() => stop('timeout'), timeoutMs);
  const onCallerAbort = () => stop('caller');
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    return await Promise.race([send(request, options, controller.signal), cut]);
  } catch (error) {
    if (cutBy === 'caller') throw new AbortedError();
    if (cutBy === 'timeout') throw new TimeoutError(timeoutMs);
    // The raw cause is not attached: a fetch error may quote the URL, and the URL may hold the key.
    throw new NetworkError(`Could not reach the service: ${redact(describe(error), options.secret)}`);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}

async function send(request: ServiceRequest, options: ExchangeOptions, signal: AbortSignal): Promise<RawAnswer> {
  const query = new URLSearchParams(request.query).toString();
  const url = `${options.baseUrl}${request.path}${query ? `?${query}` : ''}`;
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.body) headers['content-type'] = 'application/json';
  // Called detached: a browser's fetch throws "Illegal invocation" when `this` is another object.
  const fetchDetached = options.fetch;
  const response = await fetchDetached(url, {
    method: request.method,
    headers,
    body: request.body ? JSON.stringify(request.body) : undefined,
    signal,
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    retryAfter: response.headers.get('retry-after'),
    text: await response.text(),
  };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}
