import { AbortedError, isAdsClientError } from '../../../client/errors';
import { RESULT_CODES } from '../../../contract/error-codes';

/** Waits `ms`, rejecting with `AbortedError` when `signal` aborts. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

/** A timer that `signal` cancels. */
export const sleepFor: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new AbortedError());
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new AbortedError());
    });
  });

/**
 * `call`'s answer; while it is rate limited (1009) it is asked again after the answer's
 * `Retry-After` (1 s when none is given), `onWait` told for how long. Any other failure rejects.
 */
export async function withRetryAfter<T>(
  call: () => Promise<T>,
  signal: AbortSignal,
  onWait: (seconds: number) => void,
  sleep: Sleep = sleepFor,
): Promise<T> {
  for (;;) {
    try {
      return await call();
    } catch (error) {
      if (!isAdsClientError(error, 'api') || error.code !== RESULT_CODES.rate_limited.code) throw error;
      const seconds = error.retryAfterSeconds ?? 1;
      onWait(seconds);
      await sleep(seconds * 1000, signal);
    }
  }
}
