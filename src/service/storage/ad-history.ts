import type { HistoryPoint } from '../../contract/ads';
import { createRng } from '../demo/prng';

const DAY_MS = 86_400_000;
/** Longest series a detail carries. */
const MAX_DAYS = 90;

/**
 * A daily series ending on the last-seen day whose sums are the ad's current impressions and likes
 * over the days shown: a deterministic breakdown per ad id, so the chart is stable across requests.
 */
export function dailyHistory(
  adId: number,
  firstSeen: number,
  lastSeen: number,
  totals: { impressions: number; likes: number; daysRunning: number },
): HistoryPoint[] {
  const lastDay = Math.floor(lastSeen / DAY_MS);
  const days = Math.min(MAX_DAYS, Math.max(1, lastDay - Math.floor(firstSeen / DAY_MS) + 1));
  const share = days / Math.max(days, totals.daysRunning);
  const rng = createRng(adId);
  const weights = Array.from({ length: days }, () => 0.4 + rng.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w, i) => ({
    date: new Date((lastDay - days + 1 + i) * DAY_MS).toISOString().slice(0, 10),
    impressions: Math.round((totals.impressions * share * w) / sum),
    likes: Math.round((totals.likes * share * w) / sum),
  }));
}
