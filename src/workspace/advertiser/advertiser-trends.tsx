import '@mantine/charts/styles.css';
import { useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Connection } from '../../client/connection';
import { DATE_INTERVALS, type DateInterval } from '../../contract/extensions/date-interval';
import { DEFAULT_TRENDS_INTERVAL } from '../../contract/extensions/trends';
import { useSearchStore } from '../../search/search-store-context';
import { ownerTrendsQueryOptions } from './owner-trends-query';
import { TrendCharts } from './trend-charts';
import { WinnersList } from './winners-list';

/** Props of {@link AdvertiserTrends}. */
export interface AdvertiserTrendsProps {
  connection: Connection;
  owner: number;
}

const INTERVAL_LABELS: Record<DateInterval, string> = { day: 'Day', week: 'Week', month: 'Month' };

/**
 * An advertiser's trends (the `trends` extension): launches, active ads and impressions by
 * platform per day, week or month, and its longest-running ads, which open in the detail drawer.
 * Loaded on an advertiser's page only: it carries the charting library.
 */
export function AdvertiserTrends({ connection, owner }: AdvertiserTrendsProps) {
  const [interval, setBucketInterval] = useState<DateInterval>(DEFAULT_TRENDS_INTERVAL);
  // The previous interval's charts stay while the next one loads, so the page does not jump.
  const trends = useQuery({
    ...ownerTrendsQueryOptions(connection, owner, interval),
    placeholderData: keepPreviousData,
  });
  const openAd = useSearchStore((s) => s.openAd);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Trends">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4">
            Trends
          </Title>
          <Group gap={4} role="group" aria-label="Interval">
            {DATE_INTERVALS.map((value) => (
              <Button
                key={value}
                size="xs"
                variant={value === interval ? 'filled' : 'default'}
                aria-pressed={value === interval}
                onClick={() => setBucketInterval(value)}
              >
                {INTERVAL_LABELS[value]}
              </Button>
            ))}
          </Group>
        </Group>
        {trends.isError && (
          <Group gap="xs" role="alert">
            <Text size="sm" c="red">
              Could not load the advertiser’s trends: {trends.error.message}
            </Text>
            <Button size="xs" variant="light" loading={trends.isFetching} onClick={() => void trends.refetch()}>
              Retry
            </Button>
          </Group>
        )}
        {trends.isPending && <Skeleton h={200} aria-label="Loading trends" />}
        {trends.data && trends.data.buckets.length === 0 && <Text c="dimmed">No ads to chart yet.</Text>}
        {trends.data && trends.data.buckets.length > 0 && (
          <TrendCharts buckets={trends.data.buckets} interval={trends.data.interval} />
        )}
        {trends.data && trends.data.longest_running.length > 0 && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              Longest-running ads
            </Title>
            <WinnersList ads={trends.data.longest_running} onOpen={(ad) => openAd(ad.id)} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
