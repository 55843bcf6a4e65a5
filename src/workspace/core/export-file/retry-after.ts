import { AbortedError, askAgainAfter } from '../../../client/errors';

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
 * `call`'s answer; while the service answers rate limited (1009) or unavailable (1013) it is asked
 * again after the answer's `Retry-After` (1 s when none is given), `onWait` told for how long. Any
 * other failure rejects.
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
      const seconds = askAgainAfter(error);
      if (seconds === undefined) throw error;
      onWait(seconds);
      await sleep(seconds * 1000, signal);
    }
  }
}
