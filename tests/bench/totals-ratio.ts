import { RATIO_SEARCHES, writeBetweenSnapshots, type Post } from './bench-searches';
import { formatLatency, measureInTurn, percentilesOf, type Percentiles } from './latency';
import type { TargetTable } from './targets';

/** Page 1 with its totals may cost this many times page 2 of the same search, at p50. */
const RATIO_TARGET = 2;

/** Percentiles of `times` runs of `run(i)`, one after another, each after an untimed `before(i)`. */
async function measureSeries(
  run: (i: number) => Promise<unknown>,
  times: number,
  before: (i: number) => Promise<unknown>,
): Promise<Percentiles> {
  const taken: number[] = [];
  for (let i = 0; i < times; i++) {
    await before(i);
    const start = performance.now();
    await run(i);
    taken.push(performance.now() - start);
  }
  return percentilesOf(taken);
}

/**
 * Page 1 with its totals against page 2 of the same search and snapshot, over HTTP on a service
 * with the extensions, taking turns: the totals target. A page 1 at a given `last_hit` is counted
 * once, so its re-reads cost a page and a kept total; beside it, page 1 at a new snapshot right
 * after a write, which counts: the first page 1 of each search after each ingestion batch.
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
  for (const { label, platform, fields } of RATIO_SEARCHES) {
    const url = `${origin}/api/v2/ads/${platform}/search`;
    const read = (page: number, at: number) => post(url, headers, JSON.stringify({ ...fields, page, last_hit: at }));
    const { first, second } = await measureInTurn(
      { first: () => read(1, lastHit), second: () => read(2, lastHit) },
      runs,
    );
    const counted = await measureSeries(
      () => post(url, headers, JSON.stringify(fields)),
      Math.ceil(runs / 4),
      (i) => writeBetweenSnapshots(origin, i),
    );
    console.log(formatLatency(`${label} — page 2`, second));
    console.log(formatLatency(`${label} — page 1 + totals`, first));
    console.log(formatLatency(`${label} — page 1 + totals, counted after a write`, counted));
    const ratio = first.p50 / second.p50;
    console.log(`${label}: page 1 with totals / page 2 at p50 = ${ratio.toFixed(2)}× (target ≤ ${RATIO_TARGET}×)`);
    targets.atMost(`${name}: ${label}, page 1 + totals p50 / page 2 p50`, ratio, RATIO_TARGET, '×');
    targets.info(`${name}: ${label}, page 1 + totals after a write p50`, `${counted.p50.toFixed(1)} ms`);
  }
}
