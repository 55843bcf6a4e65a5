import type { DateInterval } from '../../contract/extensions/date-interval';

/**
 * Date buckets of `DATE_INTERVALS`, named by their first day `YYYY-MM-DD` in UTC: the SQL that
 * groups a timestamp column into them, and the starts of every bucket between two (so a series
 * has its empty buckets too). Weeks start on Monday, as PostgreSQL's `date_trunc('week')`.
 */

/** The SQL of the start (`YYYY-MM-DD`, UTC) of the bucket `column` falls in; `interval` is the placeholder of the interval's name. */
export function bucketStartSql(column: string, interval: string): string {
  return `to_char(date_trunc(${interval}::text, ${column} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
}

/** The start of the bucket after the one starting on `start`. */
export function nextBucketStart(start: string, interval: DateInterval): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const next =
    interval === 'month' ? Date.UTC(year, month, 1) : Date.UTC(year, month - 1, day + (interval === 'week' ? 7 : 1));
  return new Date(next).toISOString().slice(0, 10);
}

/** The start of every bucket from the one starting on `first` to the one starting on `last`, both included. */
export function bucketStartsBetween(first: string, last: string, interval: DateInterval): string[] {
  const starts: string[] = [];
  for (let start = first; start <= last; start = nextBucketStart(start, interval)) starts.push(start);
  return starts;
}
