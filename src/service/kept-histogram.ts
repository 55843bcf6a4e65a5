import { histogramSchema } from '../contract/extensions/histogram';
import { z } from '../contract/zod';
import type { AdHistogram, CountedHistogram } from './ad-histogram';
import type { SnapshotAnswers } from './snapshot-answers';
import { storedPerSnapshot } from './stored-per-snapshot';
import { builtOnFirstUse } from '../contract/built-on-first-use';

/** A histogram as kept: the operation's answer but its `last_hit`, which names the snapshot. */
const countedHistogramSchema: z.ZodMiniType<CountedHistogram> = builtOnFirstUse(() =>
  z.omit(histogramSchema, { last_hit: true }),
);

/**
 * `histogram` read once per search, field, interval and snapshot, as page 1's totals are
 * (stored-per-snapshot.ts): the explorer asks for the histogram of every page 1 it shows, and
 * snapshots with no write between them share one.
 */
export function keptHistogram(histogram: AdHistogram, answers: SnapshotAnswers): AdHistogram {
  return {
    histogram: storedPerSnapshot((query) => histogram.histogram(query), answers, {
      kind: 'histogram',
      schema: countedHistogramSchema,
      options: ({ field, interval }) => ({ field, interval: interval ?? null }),
    }),
  };
}
