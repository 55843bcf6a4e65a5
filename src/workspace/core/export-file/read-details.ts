import type { RequestOptions } from '../../../client/ads-client';
import { AbortedError, isAdsClientError } from '../../../client/errors';
import type { AdDetail, AdSummary } from '../../../contract/ads';
import { RESULT_CODES } from '../../../contract/error-codes';
import { sleepFor, withRetryAfter, type Sleep } from './retry-after';

/** Reads one ad's detail record (the client's `adDetail`). */
export type DetailReader = (ad: Pick<AdSummary, 'platform' | 'id'>, options: RequestOptions) => Promise<AdDetail>;

/** Details asked for at once: enough to hide the round trips, few enough to stay polite to the service. */
const AT_ONCE = 4;

/** How {@link readDetails} reports and waits. */
export interface ReadDetailsOptions {
  signal: AbortSignal;
  /** Told after each detail read, and while a read the service asked to wait for waits (`seconds`). */
  onProgress(done: number, waitSeconds?: number): void;
  sleep?: Sleep;
}

/**
 * The detail record of each ad, in the order of `ads`, read a few at a time; a read the service
 * asks to wait for (rate limited, unavailable) is asked again after its `Retry-After`. An ad the service no longer has (1006) gets `undefined`,
 * so its row keeps what its summary says. Any other failure rejects, as does `signal` (with `AbortedError`).
 */
export async function readDetails(
  read: DetailReader,
  ads: readonly AdSummary[],
  { signal, onProgress, sleep = sleepFor }: ReadDetailsOptions,
): Promise<(AdDetail | undefined)[]> {
  // One failed read stops the others.
  const stop = new AbortController();
  const stopAll = () => stop.abort();
  signal.addEventListener('abort', stopAll, { once: true });
  const details: (AdDetail | undefined)[] = new Array(ads.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < ads.length) {
      if (stop.signal.aborted) throw new AbortedError();
      const index = next;
      next += 1;
      try {
        details[index] = await withRetryAfter(
          () => read(ads[index]!, { signal: stop.signal }),
          stop.signal,
          (seconds) => onProgress(done, seconds),
          sleep,
        );
      } catch (error) {
        if (!isAdsClientError(error, 'api') || error.code !== RESULT_CODES.not_found.code) throw error;
      }
      done += 1;
      onProgress(done);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, ads.length) }, worker));
  } catch (error) {
    stopAll();
    throw signal.aborted ? new AbortedError() : error;
  } finally {
    signal.removeEventListener('abort', stopAll);
  }
  if (signal.aborted) throw new AbortedError();
  return details;
}
