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

/** The percentiles of `taken` times, in any order. */
export function percentilesOf(taken: number[]): Percentiles {
  const sorted = [...taken].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

/**
 * Runs each of `runs` once to warm up, then all of them `times` times in turn (one of each, then
 * again), and answers each one's percentiles. Taking turns gives each the same share of a shared
 * machine's noise, so their ratios hold even when a burst of load lands during the measurement.
 */
export async function measureInTurn<K extends string>(
  runs: Record<K, () => Promise<unknown>>,
  times: number,
): Promise<Record<K, Percentiles>> {
  const entries = Object.entries(runs) as [K, () => Promise<unknown>][];
  for (const [, run] of entries) await run();
  const taken = new Map<K, number[]>(entries.map(([name]) => [name, []]));
  for (let i = 0; i < times; i++) {
    for (const [name, run] of entries) {
      const start = performance.now();
      await run();
      taken.get(name)!.push(performance.now() - start);
    }
  }
  return Object.fromEntries(entries.map(([name]) => [name, percentilesOf(taken.get(name)!)])) as Record<K, Percentiles>;
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

/** Runs `work` and prints how long it took in seconds after `label`. */
export async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}
