import { Box, Text, VisuallyHidden } from '@mantine/core';
import { useId, type MouseEvent } from 'react';
import type { Histogram } from '../../contract/extensions/histogram';
import { MEGA, PLATFORM_KEYS, PLATFORM_LABELS, type SearchPlatform } from '../../contract/platforms';
import { formatInteger } from '../format-number';
import { bucketName, bucketRange } from './bucket-range';
import { HistogramPlot, type PlotSeries } from './histogram-plot';
import { HistogramTable } from './histogram-table';
import { useBarBrush } from './use-bar-brush';
import classes from './histogram-chart.module.css';

/** Props of {@link HistogramChart}. */
export interface HistogramChartProps {
  histogram: Histogram;
  platform: SearchPlatform;
  /** Narrows the search to ads first seen from `from` up to, not including, `until` (UTC days); absent: the chart only shows. */
  onNarrow?(range: { from: string; until: string }): void;
}

/** One colour per platform, stacked in this order. */
const PLATFORM_COLORS = ['blue-6', 'teal-6', 'grape-6', 'orange-6', 'cyan-7', 'pink-6', 'lime-8', 'indigo-5', 'red-7'];
const colorVar = (name: string) => `var(--mantine-color-${name})`;

/** The bar under the pointer: the chart's width is split evenly between its bars. */
const barAt = (event: MouseEvent<HTMLElement>, count: number) => {
  const box = event.currentTarget.getBoundingClientRect();
  const index = Math.floor(((event.clientX - box.left) / box.width) * count);
  return index >= 0 && index < count ? index : null;
};

/**
 * A compact bar chart of a search's ads by first seen, stacked per platform on Mega. A bar's count
 * shows on hover and, from the keyboard, in the line under the chart as the arrows reach it.
 * Dragging across bars (or Shift with the arrows, then Enter) narrows the search to them.
 */
export function HistogramChart({ histogram, platform, onNarrow }: HistogramChartProps) {
  const { buckets, interval } = histogram;
  const help = useId();
  const status = useId();
  const brush = useBarBrush(buckets.length, (low, high) => {
    const range = bucketRange(buckets, interval, low, high);
    onNarrow?.({ from: range.from, until: range.until });
  });
  const mega = platform === MEGA;
  const platforms = mega
    ? PLATFORM_KEYS.filter((key) => buckets.some((bucket) => (bucket.by_platform?.[key] ?? 0) > 0))
    : [];
  const series: PlotSeries[] = mega
    ? platforms.map((key, i) => ({ key, label: PLATFORM_LABELS[key], color: colorVar(PLATFORM_COLORS[i]!) }))
    : [{ key: 'count', label: 'Ads', color: colorVar('blue-6') }];
  const total = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  const name = `Ads by first seen, per ${interval}`;
  const shown = brush.selection
    ? bucketRange(buckets, interval, brush.selection.anchor, brush.selection.end)
    : brush.cursor !== null && buckets[brush.cursor]
      ? bucketRange(buckets, interval, brush.cursor, brush.cursor)
      : null;
  const described = shown
    ? shown.low === shown.high
      ? `${bucketName(buckets[shown.low]!.start, interval)}: ${formatInteger(shown.count)} ads`
      : `${bucketName(buckets[shown.low]!.start, interval)} to ${bucketName(buckets[shown.high]!.start, interval)}: ${formatInteger(shown.count)} ads`
    : `${formatInteger(total)} ${histogram.relation === 'gte' ? 'newest ads' : 'ads'}`;
  return (
    <Box component="section" aria-label={name} className={classes.root}>
      <div
        className={classes.chart}
        role="group"
        aria-label={name}
        aria-describedby={`${status} ${help}`}
        tabIndex={0}
        onKeyDown={brush.onKeyDown}
        onMouseDown={(event) => {
          const index = barAt(event, buckets.length);
          if (index !== null) brush.pointerDown(index);
        }}
        onMouseMove={(event) => brush.pointerMove(barAt(event, buckets.length))}
        onMouseUp={() => brush.pointerUp()}
        onMouseLeave={() => brush.pointerMove(null)}
        data-histogram-chart=""
      >
        <HistogramPlot
          buckets={buckets}
          interval={interval}
          series={series}
          cursor={brush.cursor}
          chosen={brush.selection && shown}
        />
      </div>
      <Text id={status} size="xs" c="dimmed" mt={4} aria-live="polite" data-histogram-status="">
        {described}
      </Text>
      <VisuallyHidden id={help}>
        {onNarrow
          ? 'Arrow keys move between bars; Shift with an arrow selects several; Enter narrows the search to them. Dragging across bars does the same.'
          : 'Arrow keys move between bars.'}
      </VisuallyHidden>
      <HistogramTable histogram={histogram} caption={name} />
    </Box>
  );
}
