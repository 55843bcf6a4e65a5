import type { HistogramBucket, HistogramInterval } from '../../contract/extensions/histogram';

const DAY_MS = 86_400_000;

/** The first day after the bucket starting at `start` (`YYYY-MM-DD`, UTC). */
export function bucketEnd(start: string, interval: HistogramInterval): string {
  const date = new Date(`${start}T00:00:00Z`);
  if (interval === 'day') date.setUTCDate(date.getUTCDate() + 1);
  else if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}

/** Bars `a` to `b` (either order) of `buckets`: their days (`from` included, `until` not) and their ads. */
export function bucketRange(buckets: readonly HistogramBucket[], interval: HistogramInterval, a: number, b: number) {
  const [low, high] = a <= b ? [a, b] : [b, a];
  const chosen = buckets.slice(low, high + 1);
  return {
    low,
    high,
    from: chosen[0]!.start,
    until: bucketEnd(chosen.at(-1)!.start, interval),
    count: chosen.reduce((sum, bucket) => sum + bucket.count, 0),
  };
}

let dayFormat: Intl.DateTimeFormat | undefined;
let monthFormat: Intl.DateTimeFormat | undefined;

/** A bucket as a person reads it, in UTC: `Mar 5, 2026`, `Week of Mar 2, 2026`, `Mar 2026`; other text unchanged. */
export function bucketName(start: string, interval: HistogramInterval): string {
  const date = new Date(`${start}T00:00:00Z`);
  // The chart may ask for a label it has no bucket for; such text is shown as it is.
  if (Number.isNaN(date.getTime())) return start;
  if (interval === 'month') {
    monthFormat ??= new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    return monthFormat.format(date);
  }
  dayFormat ??= new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
  return interval === 'week' ? `Week of ${dayFormat.format(date)}` : dayFormat.format(date);
}

/** The last day of a range whose end (`until`) is exclusive. */
export const lastDayOf = (until: string) => new Date(Date.parse(until) - DAY_MS).toISOString().slice(0, 10);
