/** A named range of days a date-range filter offers ready-made. */
export interface DateRangePreset {
  label: string;
  /** First day, `YYYY-MM-DD`. */
  from: string;
  /** Last day, `YYYY-MM-DD`, inclusive. */
  to: string;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The ready-made ranges, counted in UTC days (the days ads are dated in) up to and including the
 * day of `now`: the last 7, 30 and 90 days, and this month so far.
 */
export function dateRangePresets(now: Date): DateRangePreset[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const last = (days: number): DateRangePreset => ({
    label: `Last ${days} days`,
    from: isoDay(today - (days - 1) * DAY_MS),
    to: isoDay(today),
  });
  return [
    last(7),
    last(30),
    last(90),
    { label: 'This month', from: isoDay(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), to: isoDay(today) },
  ];
}
