import { BarChart, CompositeChart } from '@mantine/charts';
import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatCompact, formatInteger } from '../../ads/format-number';
import type { DateInterval } from '../../contract/extensions/date-interval';
import type { TrendBucket } from '../../contract/extensions/trends';
import { PLATFORM_KEYS, PLATFORM_LABELS, type PlatformKey } from '../../contract/platforms';
import { bucketName, bucketTick, INTERVAL_NOUNS } from './trend-labels';

/** Props of {@link TrendCharts}. */
export interface TrendChartsProps {
  buckets: TrendBucket[];
  interval: DateInterval;
}

/** One colour per platform, the same in every chart. */
const PLATFORM_COLORS: Record<PlatformKey, string> = {
  platform_a: 'blue.6',
  platform_b: 'teal.6',
  native: 'grape.6',
  display: 'orange.6',
  platform_c: 'cyan.7',
  platform_d: 'pink.6',
  platform_e: 'lime.8',
  platform_f: 'indigo.5',
  platform_g: 'red.7',
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Ads launched (bars) and active (line) per bucket, and impressions by platform (stacked bars).
 * From the keyboard, a focused chart's arrow keys move its tooltip from bucket to bucket; a table
 * hidden from view holds every figure for screen readers, and each caption states the totals.
 */
export function TrendCharts({ buckets, interval }: TrendChartsProps) {
  const per = INTERVAL_NOUNS[interval];
  const platforms = PLATFORM_KEYS.filter((key) => key in (buckets[0]?.impressions_by_platform ?? {}));
  const data = buckets.map((bucket) => ({
    start: bucket.start,
    launched: bucket.launched,
    active: bucket.active,
    ...bucket.impressions_by_platform,
  }));
  const tick = (start: string) => bucketTick(start, interval);
  const impressions = sum(buckets.flatMap((bucket) => Object.values(bucket.impressions_by_platform)));
  return (
    <Stack gap="md">
      <figure aria-label={`Ads launched and active per ${per}`}>
        <CompositeChart
          h={200}
          data={data}
          dataKey="start"
          series={[
            { name: 'launched', label: 'Launched', color: 'blue.5', type: 'bar' },
            { name: 'active', label: 'Active', color: 'teal.7', type: 'line' },
          ]}
          withLegend
          withDots={false}
          valueFormatter={formatInteger}
          xAxisProps={{ tickFormatter: tick }}
        />
        <Text component="figcaption" size="xs" c="dimmed" mt="xs">
          {formatInteger(sum(buckets.map((bucket) => bucket.launched)))} ads launched over {buckets.length}{' '}
          {buckets.length === 1 ? per : `${per}s`}; at most {formatInteger(Math.max(...buckets.map((b) => b.active)))}{' '}
          active in one {per}
        </Text>
      </figure>
      <figure aria-label={`Impressions by platform per ${per}`}>
        <BarChart
          h={200}
          data={data}
          dataKey="start"
          type="stacked"
          series={platforms.map((key) => ({ name: key, label: PLATFORM_LABELS[key], color: PLATFORM_COLORS[key] }))}
          withLegend
          valueFormatter={formatCompact}
          xAxisProps={{ tickFormatter: tick }}
        />
        <Text component="figcaption" size="xs" c="dimmed" mt="xs">
          {formatInteger(impressions)} impressions, credited to the {per} each ad was launched in
        </Text>
      </figure>
      <VisuallyHidden>
        <Table>
          <Table.Caption>Trends per {per}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{interval === 'week' ? 'Week' : interval === 'day' ? 'Day' : 'Month'}</Table.Th>
              <Table.Th scope="col">Launched</Table.Th>
              <Table.Th scope="col">Active</Table.Th>
              {platforms.map((key) => (
                <Table.Th key={key} scope="col">
                  Impressions on {PLATFORM_LABELS[key]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {buckets.map((bucket) => (
              <Table.Tr key={bucket.start} data-start={bucket.start}>
                <Table.Th scope="row">{bucketName(bucket.start, interval)}</Table.Th>
                <Table.Td>{formatInteger(bucket.launched)}</Table.Td>
                <Table.Td>{formatInteger(bucket.active)}</Table.Td>
                {platforms.map((key) => (
                  <Table.Td key={key}>{formatInteger(bucket.impressions_by_platform[key] ?? 0)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
