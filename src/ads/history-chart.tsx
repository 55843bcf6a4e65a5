import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import type { HistoryPoint } from '../contract/ads';
import { formatDay } from './format-date';
import { formatCompact, formatInteger } from './format-number';

/** Props of {@link HistoryChart}. */
export interface HistoryChartProps {
  /** The ad's daily series, oldest first. */
  history: HistoryPoint[];
}

function total(history: HistoryPoint[], field: 'impressions' | 'likes'): number {
  return history.reduce((sum, point) => sum + point[field], 0);
}

/**
 * Daily impressions (area, left axis) and likes (line, right axis: far smaller numbers; the two
 * often move together, so they differ in kind, not only in colour), with a
 * caption that states the totals for readers who cannot see the chart. Loaded on demand: it
 * carries the charting library.
 */
export function HistoryChart({ history }: HistoryChartProps) {
  const days = history.length;
  return (
    <figure aria-label="Daily impressions and likes">
      <CompositeChart
        h={220}
        data={history}
        dataKey="date"
        series={[
          { name: 'impressions', label: 'Impressions', color: 'blue.4', type: 'area' },
          { name: 'likes', label: 'Likes', color: 'pink.6', type: 'line', yAxisId: 'right' },
        ]}
        withRightYAxis
        withLegend
        withDots={false}
        curveType="monotone"
        valueFormatter={formatCompact}
        xAxisProps={{ tickFormatter: formatDay }}
      />
      <Text component="figcaption" size="xs" c="dimmed" mt="xs">
        {days} {days === 1 ? 'day' : 'days'}: {formatInteger(total(history, 'impressions'))} impressions,{' '}
        {formatInteger(total(history, 'likes'))} likes
      </Text>
    </figure>
  );
}
