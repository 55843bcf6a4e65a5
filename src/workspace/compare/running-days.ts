const DAY_MS = 86_400_000;

/**
 * Days an ad ran, counting its first and last day seen: `null` when either date is missing or not
 * a date, or the last comes before the first.
 */
export function runningDays(firstSeen: string | undefined, lastSeen: string | undefined): number | null {
  if (!firstSeen || !lastSeen) return null;
  const from = Date.parse(firstSeen.slice(0, 10));
  const to = Date.parse(lastSeen.slice(0, 10));
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return null;
  return Math.round((to - from) / DAY_MS) + 1;
}
