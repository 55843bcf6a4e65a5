import { EXTENSION_PATHS } from '../../src/contract/extensions/extension-paths';
import { RATIO_SEARCHES, writeBetweenSnapshots, type Post } from './bench-searches';
import { formatLatency, measureInTurn, percentilesOf } from './latency';
import type { TargetTable } from './targets';

/** The histogram may cost this many times page 1 of the same search body, at p50. */
const RATIO_TARGET = 1.5;

/**
 * The histogram of a search (extension `histogram`) beside its page-1 baseline, over HTTP on a
 * service with the extensions: both at one `last_hit`, taking turns (page 1 then reads a kept
 * total); and, as the explorer asks them, a page 1 at a new snapshot right after a write (its
 * total counted) followed by the histogram of that page's snapshot. Prints figures only.
 */
export async function histogramRatio(
  name: string,
  origin: string,
  post: Post,
  lastHit: number,
  runs: number,
  targets: TargetTable,
): Promise<void> {
  const headers = { 'content-type': 'application/json', 'x-api-key': 'demo-pro' };
  console.log(`\n${name}: histogram against page 1 of the same body, HTTP`);
  for (const { label, platform, fields } of RATIO_SEARCHES) {
    const search = `${origin}/api/v2/ads/${platform}/search`;
    const histogram = `${origin}/api/v2${EXTENSION_PATHS.histogram(platform)}`;
    const at = (snapshot: number) => JSON.stringify({ ...fields, last_hit: snapshot });
    const { page1, counted } = await measureInTurn(
      { page1: () => post(search, headers, at(lastHit)), counted: () => post(histogram, headers, at(lastHit)) },
      runs,
    );
    const afterWrite = { page1: [] as number[], histogram: [] as number[] };
    for (let i = 0; i < Math.ceil(runs / 4); i++) {
      await writeBetweenSnapshots(origin, i);
      const start = performance.now();
      const page = (await post(search, headers, JSON.stringify(fields))) as { data: { last_hit: number } };
      const between = performance.now();
      await post(histogram, headers, at(page.data.last_hit));
      afterWrite.page1.push(between - start);
      afterWrite.histogram.push(performance.now() - between);
    }
    const fresh = { page1: percentilesOf(afterWrite.page1), histogram: percentilesOf(afterWrite.histogram) };
    console.log(formatLatency(`${label} — page 1 + totals`, page1));
    console.log(formatLatency(`${label} — histogram`, counted));
    console.log(formatLatency(`${label} — page 1 + totals, counted after a write`, fresh.page1));
    console.log(formatLatency(`${label} — histogram of that page's snapshot`, fresh.histogram));
    const ratio = counted.p50 / page1.p50;
    const freshRatio = fresh.histogram.p50 / fresh.page1.p50;
    console.log(
      `${label}: histogram / page 1 at p50 = ${ratio.toFixed(2)}×, after a write ${freshRatio.toFixed(2)}× (target ≤ ${RATIO_TARGET}×)`,
    );
    targets.atMost(`${name}: ${label}, histogram p50 / page 1 + totals p50`, ratio, RATIO_TARGET, '×');
    targets.atMost(
      `${name}: ${label}, histogram p50 / page 1 counted after a write p50`,
      freshRatio,
      RATIO_TARGET,
      '×',
    );
  }
}
