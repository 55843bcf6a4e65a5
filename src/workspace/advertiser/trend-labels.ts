import type { DateInterval } from '../../contract/extensions/date-interval';
import { formatDay } from '../../ads/format-date';

let monthFormat: Intl.DateTimeFormat | undefined;

/** A bucket's start (`YYYY-MM-DD`, UTC) as an axis tick: `Mar 5` for days and weeks, `Mar 2026` for months. */
export function bucketTick(start: string, interval: DateInterval): string {
  if (interval !== 'month') return formatDay(start);
  monthFormat ??= new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const date = new Date(`${start}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? start : monthFormat.format(date);
}

/** A bucket named in full, for the figures table: `Mar 5`, `Week of Mar 2`, `Mar 2026`. */
export function bucketName(start: string, interval: DateInterval): string {
  return interval === 'week' ? `Week of ${formatDay(start)}` : bucketTick(start, interval);
}

/** The interval's noun: "per week". */
export const INTERVAL_NOUNS: Record<DateInterval, string> = { day: 'day', week: 'week', month: 'month' };
