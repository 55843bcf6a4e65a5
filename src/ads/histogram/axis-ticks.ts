/** A bar whose start the axis names; `minor` ones are left out where the chart is narrow. */
export interface AxisTick {
  index: number;
  minor: boolean;
}

/**
 * Which of `count` bars the axis names: at most `most` (default 5) spread evenly from the first
 * bar to the last, every other one minor but the last, so a narrow chart still names both ends
 * (and, with an odd `most`, the middle).
 */
export function axisTicks(count: number, most = 5): AxisTick[] {
  const shown = Math.min(count, most);
  if (shown <= 1) return count === 1 ? [{ index: 0, minor: false }] : [];
  return Array.from({ length: shown }, (_, k) => ({
    index: Math.round((k * (count - 1)) / (shown - 1)),
    minor: k % 2 === 1 && k !== shown - 1,
  }));
}
