import type { IngestReport } from './ingestion';

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string) => `${count(n)} ${one}${n === 1 ? '' : 'es'}`;

/**
 * The `onBatch` and `onError` of ingestion that tell the operator what it does, in a few lines:
 * the first batch at once (so a new setting is seen to work), then one line per `periodMs` (a
 * minute) summing the batches since the last line; nothing while no batch arrives. Failures are
 * told the same way: the first of a run at once, with its reason, then one line per `periodMs`
 * while they go on, and one line when a batch succeeds again.
 */
export function ingestionLog(log: (line: string) => void, periodMs = 60_000, now: () => number = Date.now) {
  let first = true;
  let since = now();
  let added = 0;
  let updated = 0;
  let retired = 0;
  /** Failed batches in a row, and those since the last line about them. */
  let failing = 0;
  let failedSince = 0;
  let failuresToldAt = 0;

  const onBatch = (report: IngestReport) => {
    if (failing > 0) {
      log(`Ingestion resumed after ${plural(failing, 'failed batch')}`);
      failing = 0;
      failedSince = 0;
    }
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

  const onError = (error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    const at = now();
    failing += 1;
    failedSince += 1;
    if (failing === 1) {
      log(`Ingestion: a batch failed (${reason}); the next batches try again`);
    } else if (at - failuresToldAt >= periodMs) {
      const span = Math.round((at - failuresToldAt) / 1000);
      log(`Ingestion (last ${span} s): ${plural(failedSince, 'batch')} failed, the last with: ${reason}`);
    } else return;
    failuresToldAt = at;
    failedSince = 0;
  };

  return { onBatch, onError };
}
