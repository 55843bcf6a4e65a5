import type { RequestOptions, SearchRequest } from '../../../client/ads-client';
import { AbortedError } from '../../../client/errors';
import type { AdSummary, ReadSearchPage } from '../../../contract/ads';
import { sleepFor, withRetryAfter, type Sleep } from './retry-after';

/** Most ads one export reads. */
export const MAX_EXPORTED = 2000;

/** Reads one page of the search being exported (the client's `search`, bound to its platform). */
export type PageReader = (request: SearchRequest, options: RequestOptions) => Promise<ReadSearchPage>;

/** Where an export stands, for its progress bar. */
export type CollectProgress = { kind: 'reading'; count: number } | { kind: 'waiting'; count: number; seconds: number };

/** What {@link collectAds} starts from and how far it goes. */
export interface CollectPlan {
  /** The pages already loaded, in order; page 1's `last_hit` is the snapshot every further page is read from. */
  loaded: readonly ReadSearchPage[];
  /** How many ads to export at most (capped at {@link MAX_EXPORTED}). */
  limit: number;
  signal: AbortSignal;
  onProgress(progress: CollectProgress): void;
  /** Waits out a `Retry-After`; default a timer. */
  sleep?: Sleep;
}

/**
 * The first `limit` ads of a search, each once, read from the snapshot of its loaded page 1: the
 * loaded pages first, then the next pages with page 1's `last_hit`, so the export is the list the
 * user was reading even while the catalogue changes. A page the service asks to wait for (1009
 * rate limited, 1013 unavailable) is asked again after its `Retry-After` (1 s when none is given). Rejects with `AbortedError` when `signal` aborts.
 */
export async function collectAds(read: PageReader, plan: CollectPlan): Promise<AdSummary[]> {
  const { loaded, signal, onProgress, sleep = sleepFor } = plan;
  const limit = Math.min(plan.limit, MAX_EXPORTED);
  const ads: AdSummary[] = [];
  const seen = new Set<string>();
  const add = (page: ReadSearchPage) => {
    for (const ad of page.ads) {
      const key = `${ad.platform}:${ad.id}`;
      if (ads.length < limit && !seen.has(key)) {
        seen.add(key);
        ads.push(ad);
      }
    }
  };
  loaded.forEach(add);
  const first = loaded[0];
  let last = loaded.at(-1);
  while (first && last?.has_next_page && ads.length < limit) {
    onProgress({ kind: 'reading', count: ads.length });
    const next = { page: last.current_page + 1, last_hit: first.last_hit };
    const count = ads.length;
    last = await withRetryAfter(
      () => read(next, { signal }),
      signal,
      (seconds) => onProgress({ kind: 'waiting', count, seconds }),
      sleep,
    );
    add(last);
  }
  if (signal.aborted) throw new AbortedError();
  onProgress({ kind: 'reading', count: ads.length });
  return ads;
}
