import type { HistogramBucket, HistogramInterval } from '../contract/extensions/histogram';
import { nextBucketStart } from './storage/date-buckets';

/** Matches of one UTC day (`YYYY-MM-DD`) on one platform key. */
export interface DayCount {
  day: string;
  platform: string;
  count: number;
}

const DAY_MS = 86_400_000;

/** Spans up to this many days get day buckets, up to `MAX_WEEK_SPAN` week buckets, longer ones months: a compact chart stays near 60 bars or fewer. */
export const MAX_DAY_SPAN = 60;
export const MAX_WEEK_SPAN = 366;

/** The interval a histogram without one uses: the narrowest that keeps the span of `days` (first to last day) compact. */
export function intervalForSpan(days: readonly string[]): HistogramInterval {
  if (days.length === 0) return 'day';
  const times = days.map((day) => Date.parse(day));
  const span = (Math.max(...times) - Math.min(...times)) / DAY_MS;
  if (span <= MAX_DAY_SPAN) return 'day';
  return span <= MAX_WEEK_SPAN ? 'week' : 'month';
}

/** The first day of the bucket `day` falls in: itself, its ISO week's Monday, or its month's first. */
export function bucketStart(day: string, interval: HistogramInterval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 8)}01`;
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Day counts rolled up into buckets of `interval`, oldest first, with the empty buckets between
 * the first and the last; with `byPlatform` (a mega search) each bucket splits its count per key.
 */
export function rollUp(
  counts: readonly DayCount[],
  interval: HistogramInterval,
  byPlatform: boolean,
): HistogramBucket[] {
  const totals = new Map<string, { count: number; platforms: Record<string, number> }>();
  for (const { day, platform, count } of counts) {
    const start = bucketStart(day, interval);
    const bucket = totals.get(start) ?? { count: 0, platforms: {} };
    bucket.count += count;
    bucket.platforms[platform] = (bucket.platforms[platform] ?? 0) + count;
    totals.set(start, bucket);
  }
  const starts = [...totals.keys()].sort();
  const buckets: HistogramBucket[] = [];
  for (let start = starts[0]; start !== undefined && start <= starts[starts.length - 1]!;) {
    const bucket = totals.get(start);
    buckets.push({
      start,
      count: bucket?.count ?? 0,
      ...(byPlatform ? { by_platform: bucket?.platforms ?? {} } : {}),
    });
    start = nextBucketStart(start, interval);
  }
  return buckets;
}
