import { AbortedError } from '../../client/errors';
import type { BoardAd, BoardAdsPage } from '../../contract/extensions/boards';
import { MAX_EXPORTED } from './collect-ads';
import { toCsv } from './csv';
import type { ExportFile, ExportFormat } from './export-file';
import { exportRows } from './export-rows';
import { sleepFor, withRetryAfter, type Sleep } from './retry-after';

/** Reads page `page` (from 1) of a board's ads. */
export type BoardPageReader = (page: number) => Promise<BoardAdsPage>;

/**
 * A board's ads with their notes, page by page (last saved first), at most {@link MAX_EXPORTED}; a
 * rate-limited page is asked again after its `Retry-After`. Rejects with `AbortedError` when
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

/** A board's ads as a file: the search export's columns plus each ad's note and when it was saved. */
export function boardExportFile(
  items: readonly BoardAd[],
  format: ExportFormat,
  base: string,
  now = new Date(),
): ExportFile {
  const name = `${base}-${now.toISOString().slice(0, 10)}.${format}`;
  if (format === 'json') return { name, type: 'application/json', text: JSON.stringify(items, null, 2) };
  const rows = exportRows(items.map((item) => item.ad)).map((row, index) => ({
    ...row,
    note: items[index]?.note ?? null,
    saved_at: items[index]?.saved_at ?? null,
  }));
  return { name, type: 'text/csv;charset=utf-8', text: toCsv(rows) };
}
