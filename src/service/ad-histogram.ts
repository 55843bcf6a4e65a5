import type { HistogramBucket, HistogramField, HistogramInterval } from '../contract/extensions/histogram';
import type { Total } from '../contract/extensions/totals';
import type { CountQuery } from './ad-counter';

/** What a histogram counts: a search's matches at its snapshot, by `field`, in buckets of `interval` (chosen from the span when absent). */
export type HistogramQuery = CountQuery & { field: HistogramField; interval?: HistogramInterval };

/** Counts a search's matches per bucket, reading the rows its pages read (DESIGN §9). */
export interface AdHistogram {
  histogram(query: HistogramQuery): Promise<CountedHistogram>;
}

/** A histogram as counted: what the operation answers but its `last_hit`. */
export interface CountedHistogram {
  buckets: HistogramBucket[];
  relation: Total['relation'];
  interval: HistogramInterval;
  field: HistogramField;
}
