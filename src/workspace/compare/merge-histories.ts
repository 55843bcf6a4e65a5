import type { HistoryPoint } from '../../contract/ads';

/** One row of the comparison chart: a day and each ad's impressions that day, by series key. */
export type MergedDay = { date: string } & Record<string, number | string>;

/**
 * The daily impressions of several ads as one table for a chart, one row a day (oldest first)
 * and one column per ad named by `keys`; a day an ad has no point for stays empty for it, so its
 * line breaks there rather than reading as zero.
 */
export function mergeHistories(histories: readonly (readonly HistoryPoint[])[], keys: readonly string[]): MergedDay[] {
  const days = new Map<string, MergedDay>();
  histories.forEach((history, index) => {
    const key = keys[index];
    if (key === undefined) return;
    for (const point of history) {
      const day = days.get(point.date) ?? { date: point.date };
      day[key] = point.impressions;
      days.set(point.date, day);
    }
  });
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}
