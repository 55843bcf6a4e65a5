import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { formatDay } from '../../ads/format-date';
import { formatCompact } from '../../ads/format-number';
import type { MergedDay } from './merge-histories';

/** Props of {@link CompareHistoryChart}. */
export interface CompareHistoryChartProps {
  /** One row a day, one column per ad (see `mergeHistories`). */
  days: MergedDay[];
  /** Each ad's column and how its line is labelled in the legend. */
  series: { name: string; label: string }[];
}

const COLORS = ['blue.6', 'orange.6', 'teal.6', 'grape.6'];

/** The compared ads' daily impressions as one line each. Loaded on demand: it carries the charting library. */
export function CompareHistoryChart({ days, series }: CompareHistoryChartProps) {
  return (
    <LineChart
      h={260}
      data={days}
      dataKey="date"
      series={series.map((line, index) => ({ ...line, color: COLORS[index % COLORS.length] ?? 'blue.6' }))}
      withLegend
      withDots={false}
      connectNulls={false}
      curveType="monotone"
      valueFormatter={formatCompact}
      xAxisProps={{ tickFormatter: formatDay }}
    />
  );
}
