import { loadavg } from 'node:os';

/** Latency percentiles in ms. */
export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

/** The `p`th percentile of ascending `sorted` values. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Runs `run` once to warm up, then `runs` times one after another, and answers the percentiles. */
export async function measure(run: () => Promise<unknown>, runs: number): Promise<Percentiles> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

const ms = (n: number) => n.toFixed(1).padStart(7);

/** `label  p50 … p95 … p99 …` and, beside a floor, the p95 ratio to it. */
export function formatLatency(label: string, figures: Percentiles, floor?: Percentiles): string {
  const ratio = floor ? `   ${(figures.p95 / floor.p95).toFixed(2)}× raw p95` : '';
  return `${label.padEnd(50)} p50 ${ms(figures.p50)} ms   p95 ${ms(figures.p95)} ms   p99 ${ms(figures.p99)} ms${ratio}`;
}

/** The 1, 5 and 15 minute load averages, printed beside figures measured on a shared machine. */
export const loadLine = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`;
