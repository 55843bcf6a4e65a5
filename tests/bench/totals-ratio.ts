import { MEGA_BY_IMPRESSIONS, THREE_FILTERS_AND_TERM, UNFILTERED, type BenchSearch } from './bench-searches';
import { formatLatency, measureInTurn, percentile, type Percentiles } from './latency';
import type { TargetTable } from './targets';

/** Page 1 with its totals may cost this many times page 2 of the same search, at p50. */
const RATIO_TARGET = 2;

const RATIO_SEARCHES: ({ label: string } & BenchSearch)[] = [
  { label: 'no filter', ...UNFILTERED },
  { label: '3 filters + text term', ...THREE_FILTERS_AND_TERM },
  { label: 'mega by impressions', ...MEGA_BY_IMPRESSIONS },
];

type Post = (url: string, headers: Record<string, string>, body: string) => Promise<unknown>;

/** Percentiles of `times` runs of `run(i)`, one after another. */
async function measureSeries(run: (i: number) => Promise<unknown>, times: number): Promise<Percentiles> {
  const taken: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run(i);
    taken.push(performance.now() - start);
  }
  taken.sort((a, b) => a - b);
  return { p50: percentile(taken, 50), p95: percentile(taken, 95), p99: percentile(taken, 99) };
}

/**
 * Page 1 with its totals against page 2 of the same search and snapshot, over HTTP on a service
 * with the extensions, taking turns: the totals target. A page 1 at a given `last_hit` is counted
 * once, so its re-reads cost a page and a kept total; beside it, page 1 at a `last_hit` never read
 * before, which counts (each run one second further back, where the catalogue is the same).
 */
export async function totalsRatio(
  name: string,
  origin: string,
  post: Post,
  lastHit: number,
  runs: number,
  targets: TargetTable,
): Promise<void> {
  const headers = { 'content-type': 'application/json', 'x-api-key': 'demo-pro' };
  for (const [n, { label, platform, fields }] of RATIO_SEARCHES.entries()) {
    const url = `${origin}/api/v2/ads/${platform}/search`;
    const read = (page: number, at: number) => post(url, headers, JSON.stringify({ ...fields, page, last_hit: at }));
    const { first, second } = await measureInTurn(
      { first: () => read(1, lastHit), second: () => read(2, lastHit) },
      runs,
    );
    // Seconds no other read used: each search its own range, well before `lastHit`.
    const counted = await measureSeries((i) => read(1, lastHit - 1_000 * (n + 1) - i), Math.ceil(runs / 4));
    console.log(formatLatency(`${label} — page 2`, second));
    console.log(formatLatency(`${label} — page 1 + totals`, first));
    console.log(formatLatency(`${label} — page 1 + totals, counted`, counted));
    const ratio = first.p50 / second.p50;
    console.log(`${label}: page 1 with totals / page 2 at p50 = ${ratio.toFixed(2)}× (target ≤ ${RATIO_TARGET}×)`);
    targets.atMost(`${name}: ${label}, page 1 + totals p50 / page 2 p50`, ratio, RATIO_TARGET, '×');
    targets.info(`${name}: ${label}, page 1 + totals at a new last_hit p50`, `${counted.p50.toFixed(1)} ms`);
  }
}
