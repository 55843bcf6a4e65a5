import { BarChart } from '@mantine/charts';
import { Box, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { ReferenceArea } from 'recharts';
import type { Histogram } from '../../contract/extensions/histogram';
import { MEGA, PLATFORM_KEYS, PLATFORM_LABELS, type SearchPlatform } from '../../contract/platforms';
import { formatCompact, formatInteger } from '../format-number';
import { bucketName, bucketRange } from './bucket-range';
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
const PLATFORM_COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.7', 'pink.6', 'lime.8', 'indigo.5', 'red.7'];

const indexOf = (state: { activeTooltipIndex?: unknown } | undefined) => {
  const index = Number(state?.activeTooltipIndex);
  return Number.isInteger(index) && index >= 0 ? index : null;
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
  const series = mega
    ? platforms.map((key, i) => ({ name: key, label: PLATFORM_LABELS[key], color: PLATFORM_COLORS[i]! }))
    : [{ name: 'count', label: 'Ads', color: 'blue.6' }];
  const data = buckets.map((bucket) => ({ start: bucket.start, count: bucket.count, ...bucket.by_platform }));
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
        data-histogram-chart=""
      >
        <BarChart
          h={92}
          data={data}
          dataKey="start"
          type={mega ? 'stacked' : 'default'}
          series={series}
          withYAxis={false}
          gridAxis="none"
          tickLine="none"
          xAxisProps={{
            tickFormatter: (start: string) => bucketName(start, interval).replace(/^Week of /, ''),
            minTickGap: 24,
            height: 18,
          }}
          valueFormatter={formatCompact}
          tooltipProps={{ labelFormatter: (start) => bucketName(String(start), interval) }}
          barChartProps={{
            accessibilityLayer: false,
            margin: { top: 4, right: 4, bottom: 0, left: 4 },
            onMouseDown: (state) => {
              const index = indexOf(state);
              if (index !== null) brush.pointerDown(index);
            },
            onMouseMove: (state) => brush.pointerMove(indexOf(state)),
            onMouseUp: () => brush.pointerUp(),
            onMouseLeave: () => brush.pointerMove(null),
          }}
        >
          {brush.selection && (
            <ReferenceArea
              x1={buckets[Math.min(brush.selection.anchor, brush.selection.end)]!.start}
              x2={buckets[Math.max(brush.selection.anchor, brush.selection.end)]!.start}
              fillOpacity={0.15}
              ifOverflow="extendDomain"
            />
          )}
        </BarChart>
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
