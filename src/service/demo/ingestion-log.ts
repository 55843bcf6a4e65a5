import type { IngestReport } from './ingestion';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * An `onBatch` that tells the operator what ingestion does: the first batch at once (so a new
 * setting is seen to work), then one line per `periodMs` (a minute) summing the batches since the
 * last line. Nothing is written while no batch arrives.
 */
export function ingestionLog(log: (line: string) => void, periodMs = 60_000, now: () => number = Date.now) {
  let first = true;
  let since = now();
  let added = 0;
  let updated = 0;
  let retired = 0;
  return (report: IngestReport) => {
    added += report.added;
    updated += report.updated;
    retired += report.retired;
    const at = now();
    if (!first && at - since < periodMs) return;
    const span = first ? 'first batch' : `last ${Math.round((at - since) / 1000)} s`;
    log(`Ingestion (${span}): ${count(added)} ads added, ${count(updated)} updated, ${count(retired)} retired`);
    first = false;
    since = at;
    added = 0;
    updated = 0;
    retired = 0;
  };
}
