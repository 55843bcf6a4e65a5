import type { CSSProperties } from 'react';
import type { HistogramBucket, HistogramInterval } from '../../contract/extensions/histogram';
import { formatInteger } from '../format-number';
import { axisTicks } from './axis-ticks';
import { bucketName } from './bucket-range';
import classes from './histogram-plot.module.css';

/** One stacked part of every bar: the bucket's `by_platform[key]`, or its `count` for `key` `count`. */
export interface PlotSeries {
  key: string;
  label: string;
  /** A CSS colour. */
  color: string;
}

/** Props of {@link HistogramPlot}. */
export interface HistogramPlotProps {
  buckets: readonly HistogramBucket[];
  interval: HistogramInterval;
  /** Stacked from the bottom, in this order. */
  series: readonly PlotSeries[];
  /** The bar the pointer or the keyboard is on: it is shaded and its counts show beside it. */
  cursor: number | null;
  /** The bars a drag or Shift with the arrows has chosen so far, lowest first. */
  chosen: { low: number; high: number } | null;
}

const valueOf = (bucket: HistogramBucket, key: string) =>
  key === 'count' ? bucket.count : (bucket.by_platform?.[key] ?? 0);

/** A share of the plot's width or height as CSS. */
const percent = (share: number) => `${share * 100}%`;

/** A bucket's parts, bottom first, as hard bands of a gradient; undefined when none has ads. */
function stackOf(bucket: HistogramBucket, series: readonly PlotSeries[]): { keys: string; image: string } | undefined {
  const parts = series.map((part) => ({ ...part, value: valueOf(bucket, part.key) })).filter((part) => part.value > 0);
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  if (total === 0) return undefined;
  let below = 0;
  const bands = parts.map((part) => {
    const from = percent(below / total);
    below += part.value;
    return `${part.color} ${from} ${percent(below / total)}`;
  });
  return { keys: parts.map((part) => part.key).join(' '), image: `linear-gradient(to top, ${bands.join(', ')})` };
}

/**
 * The bars of a histogram, drawn by CSS alone: each bar's height is its share of the tallest, so
 * nothing is measured when it renders. A bucket is one element whose bar is its background, the
 * stacked parts hard bands of a gradient: a Mega histogram of a year's weeks is 53 elements, not
 * 600. The axis names at most five bars (three where the chart is narrow). What a screen reader
 * needs is in the chart's status line and table, so this is hidden from it.
 */
export function HistogramPlot({ buckets, interval, series, cursor, chosen }: HistogramPlotProps) {
  const tallest = Math.max(1, ...buckets.map((bucket) => bucket.count));
  const label = (index: number) => bucketName(buckets[index]!.start, interval).replace(/^Week of /, '');
  return (
    <div className={classes.root} aria-hidden>
      <div className={classes.bars}>
        {buckets.map((bucket, i) => {
          const stack = bucket.count > 0 ? stackOf(bucket, series) : undefined;
          const bar = stack && {
            '--bar-height': `max(1px, ${percent(bucket.count / tallest)})`,
            '--bar-stack': stack.image,
          };
          return (
            <div
              key={bucket.start}
              className={classes.column}
              data-series={stack?.keys}
              data-cursor={i === cursor || undefined}
              data-chosen={(chosen !== null && i >= chosen.low && i <= chosen.high) || undefined}
              style={bar as CSSProperties | undefined}
            />
          );
        })}
      </div>
      <div className={classes.axis}>
        {axisTicks(buckets.length).map((tick) => (
          <span
            key={tick.index}
            className={classes.tick}
            data-minor={tick.minor || undefined}
            style={{ '--at': percent((tick.index + 0.5) / buckets.length) } as CSSProperties}
          >
            {label(tick.index)}
          </span>
        ))}
      </div>
      {cursor !== null && buckets[cursor] && (
        <CursorCounts
          bucket={buckets[cursor]}
          interval={interval}
          series={series}
          at={cursor / buckets.length}
          width={1 / buckets.length}
        />
      )}
    </div>
  );
}

interface CursorCountsProps {
  bucket: HistogramBucket;
  interval: HistogramInterval;
  series: readonly PlotSeries[];
  /** Where the bar starts and how wide it is, as shares of the plot's width. */
  at: number;
  width: number;
}

/** The bar's name and counts, beside it on the side with more room. */
function CursorCounts({ bucket, interval, series, at, width }: CursorCountsProps) {
  const side: CSSProperties =
    at + width / 2 < 0.5 ? { left: `calc(${percent(at + width)} + 8px)` } : { right: `calc(${percent(1 - at)} + 8px)` };
  return (
    <div className={classes.counts} style={side}>
      <div className={classes.countsName}>{bucketName(bucket.start, interval)}</div>
      {series
        .filter((part) => series.length === 1 || valueOf(bucket, part.key) > 0)
        .map((part) => (
          <div key={part.key} className={classes.countsRow}>
            <span className={classes.swatch} style={{ background: part.color }} />
            <span>{part.label}</span>
            <span className={classes.countsValue}>{formatInteger(valueOf(bucket, part.key))}</span>
          </div>
        ))}
    </div>
  );
}
