import { AbortedError } from '../../client/errors';
import type { BoardAd, BoardAdsPage } from '../../contract/extensions/boards';
import { MAX_EXPORTED } from '../core/export-file/collect-ads';
import { sleepFor, withRetryAfter, type Sleep } from '../core/export-file/retry-after';

/** Reads page `page` (from 1) of a board's ads. */
export type BoardPageReader = (page: number) => Promise<BoardAdsPage>;

/**
 * A board's ads with their notes, page by page (last saved first), at most {@link MAX_EXPORTED}; a
 * page the service asks to wait for (rate limited, unavailable) is asked again after its `Retry-After`. Rejects with `AbortedError` when
 * `signal` aborts between pages.
 */
export async function collectBoardAds(
  read: BoardPageReader,
  options: { signal: AbortSignal; onProgress(count: number): void; sleep?: Sleep },
): Promise<BoardAd[]> {
  const { signal, onProgress, sleep = sleepFor } = options;
  const items: BoardAd[] = [];
  for (let page = 1; items.length < MAX_EXPORTED; page += 1) {
    if (signal.aborted) throw new AbortedError();
    const answer = await withRetryAfter(
      () => read(page),
      signal,
      () => {},
      sleep,
    );
    items.push(...answer.ads.slice(0, MAX_EXPORTED - items.length));
    onProgress(items.length);
    if (!answer.has_next_page) break;
  }
  if (signal.aborted) throw new AbortedError();
  return items;
}
